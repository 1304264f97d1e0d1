/** The offline journeys' steps (e2e/offline.e2e.ts): the attendant's portal on a phone, its queue in IndexedDB. */
import type { BrowserContext, Page } from 'playwright-core';
import type { TNozzle, TPage } from '@forecourt/shared';
import { DEMO_USERS, login } from './auth';
import { apiCall as call } from './api';
import { waitForPath } from './browser';

export const SAVED = 'Saved on this phone — waiting to sync';
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
export const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });
const keypad = (page: Page) => page.getByRole('group', { name: 'Keypad' });

/** The demo attendant's nozzles that take a reading now (active, priced). */
export async function readyNozzles(token: string): Promise<TNozzle[]> {
  const nozzles = (await call<TPage<TNozzle>>(token, 'GET', '/attendant/nozzles?limit=100')).items.filter((n) => n.status === 'active' && n.currentPrice !== null);
  if (nozzles.length === 0) throw new Error('e2e: the demo attendant has no active, priced nozzle');
  return nozzles;
}

/** A nozzle's meter now, from the server. */
export async function meterOf(token: string, nozzleId: string): Promise<number> {
  const nozzle = (await readyNozzles(token)).find((n) => n.id === nozzleId);
  if (!nozzle) throw new Error(`e2e: nozzle ${nozzleId} is no longer ready`);
  return nozzle.currentReading;
}

/** Whole litres above `meter` that the keypad can enter (at most 8 characters). */
export const above = (meter: number, litres: number) => String(Math.ceil(meter) + litres);

/** Signs the attendant in on a phone and waits until the service worker controls the page (the app is then cached). */
export async function openPortal(page: Page): Promise<void> {
  await login(page, DEMO_USERS.attendant);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
}

export const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Attendant quick navigation' });

/** Opens the pages the offline journey uses while online (in the app), so the portal has their data on the phone. */
export async function warmUp(page: Page): Promise<void> {
  await bottomBar(page).getByRole('link', { name: 'Readings' }).click();
  await page.getByRole('button', { name: /^Nozzle/ }).first().waitFor();
  await bottomBar(page).getByRole('link', { name: /^Cash/ }).click();
  await page.getByRole('link', { name: 'Submit Cash Report' }).click();
  await page.getByRole('group', { name: 'Keypad for Cash amount' }).waitFor();
  await bottomBar(page).getByRole('link', { name: 'Home' }).click();
  await page.getByText('Today’s Tasks').waitFor();
  // The kept data is written at most once a second.
  await page.waitForTimeout(1_500);
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

/** Records a reading through the portal (in-app navigation: the page is not loaded again). */
export async function recordReading(page: Page, nozzle: TNozzle, value: string): Promise<void> {
  await bottomBar(page).getByRole('link', { name: 'Readings' }).click();
  await waitForPath(page, '/attendant/readings');
  await page.getByRole('region', { name: nozzle.pumpName }).first().getByRole('button', { name: new RegExp(`^${nozzle.name}(?!\\d)`) }).first().click();
  await keypad(page).waitFor();
  for (const ch of value) await keypad(page).getByRole('button', { name: ch === '.' ? 'Decimal point' : ch, exact: true }).click();
  await page.getByRole('button', { name: 'Record Reading' }).click();
  await visible(page, SAVED);
  await waitForPath(page, '/attendant/dashboard');
}

/** The header's link to the queue, by its count. */
export const syncLink = (page: Page, label: RegExp) => page.getByRole('banner').getByRole('link', { name: label });

export type TQueued = { id: string; kind: string; status: string; takenAt: string; body: Record<string, unknown>; refusal: { message: string } | null };

/** The entries in the phone's IndexedDB queue. */
export function queued(page: Page): Promise<TQueued[]> {
  return page.evaluate(
    () =>
      new Promise<TQueued[]>((resolve, reject) => {
        const open = indexedDB.open('forecourt-queue');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => resolve(all.result as TQueued[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

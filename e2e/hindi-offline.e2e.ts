/**
 * The offline queue in Hindi (issue 13, docs/decisions/029 and 030): on a 360 px Hindi phone an attendant
 * records a reading offline — "saved on this phone" and the header's count in Hindi —; another phone's
 * later reading makes it stale, so it is refused when the phone is back online (the toast in Hindi, the
 * owner alerted once); a second reading taken offline waits. The sync page shows the waiting and the
 * refused entry in Hindi (the server's English reason said in Hindi), and signing out asks first, in Hindi.
 * Axe clean; nothing wider than the screen; screenshots of the page (with the header's count) and the question.
 */
import type { Page } from 'playwright-core';
import { READING_MSG, type TAlert, type TPage } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { browserAvailable } from './support/env';
import { HINDI_LABELS, hindiBusiness, OPENING, signIn, tap, visible } from './support/hindi';
import { goOffline, queued, syncLink } from './support/offline';
import { screenshot } from './support/screenshots';

const SAVED_HI = 'इस फ़ोन पर सहेजी गई — सिंक की प्रतीक्षा में';

/** A reading through the Hindi keypad (the page opened in the app, offline or not); `keys` are the keypad's buttons. */
async function recordInHindi(page: Page, keys: string[]): Promise<void> {
  await page.getByRole('link', { name: 'नई रीडिंग दर्ज करें' }).click();
  await waitForPath(page, '/attendant/readings/new');
  await page.getByRole('region', { name: 'Pump 1' }).getByRole('button', { name: /^Petrol A/ }).click();
  await tap(page, 'कीपैड', ['साफ़ करें', ...keys]);
  await page.getByRole('button', { name: 'रीडिंग दर्ज करें', exact: true }).click();
  await visible(page, SAVED_HI);
  await waitForPath(page, '/attendant/dashboard');
}

const fitsScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

describe.skipIf(!browserAvailable)('the offline queue in Hindi', () => {
  const browser = useBrowser();

  it('a reading saved on the phone, a refused one, the sync page and the sign-out question, all in Hindi', async () => {
    const { owner, attendant, nozzle } = await hindiBusiness();
    const token = await apiToken(attendant.email, attendant.password);
    const page = await browser.newPage({ viewport: 'mobile', locale: 'hi-IN' });
    await page.setViewportSize({ width: 360, height: 740 });
    const context = page.context();
    await page.goto('/login');
    await signIn(page, attendant, HINDI_LABELS);
    await waitForPath(page, '/attendant/dashboard');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
    // The reading page once online, so the phone keeps its nozzles; the kept data is written at most once a second.
    await page.getByRole('link', { name: 'नई रीडिंग दर्ज करें' }).click();
    await page.getByRole('region', { name: 'Pump 1' }).waitFor();
    await page.goBack();
    await waitForPath(page, '/attendant/dashboard');
    await page.waitForTimeout(1_500);

    // Offline: a reading 10 L above the opening meter is kept on the phone; the header counts it in Hindi.
    await goOffline(context, page);
    await recordInHindi(page, ['1', '2', '3', '4', '6', '6', 'दशमलव बिंदु', '5']);
    await syncLink(page, /^1 एंट्री सिंक की प्रतीक्षा में$/).waitFor();
    const [stale] = await queued(page);
    expect(stale!.body.nozzleId).toBe(nozzle.id);
    expect(Number(stale!.body.reading)).toBe(OPENING + 10);

    // Meanwhile another phone stores a later, higher reading: back online, the kept one is refused and reported.
    await call(token, 'POST', '/attendant/readings', { nozzleId: nozzle.id, reading: OPENING + 40 });
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/v1/attendant/sync-refusals') && r.request().method() === 'POST');
    await context.setOffline(false);
    await visible(page, 'एक एंट्री अस्वीकार हुई');
    expect((await reported).status()).toBe(201);
    const alerts = (await call<TPage<TAlert>>(owner, 'GET', '/alerts?type=offline_entry_refused&limit=100')).items;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.message).toContain('Entry: Petrol A (Pump 1): 1,23,466.5 L.');

    // Offline again, a reading above the other phone's waits.
    await goOffline(context, page);
    await recordInHindi(page, ['1', '2', '3', '5', '0', '0']);
    const header = syncLink(page, /^1 एंट्री सिंक की प्रतीक्षा में, 1 अस्वीकार$/);
    await header.waitFor();

    await header.click();
    await waitForPath(page, '/attendant/sync');
    await page.getByRole('heading', { name: 'सिंक की प्रतीक्षा में' }).first().waitFor();
    await visible(page, /^आप ऑफ़लाइन हैं।/);
    const list = page.getByRole('list', { name: 'इस फ़ोन पर रखी एंट्री' });
    const refused = list.getByRole('listitem').filter({ hasText: 'अस्वीकार' });
    const waiting = list.getByRole('listitem').filter({ hasText: '1,23,500 L' });
    await refused.getByText('सर्वर ने यह एंट्री नहीं सहेजी').waitFor();
    await refused.getByText('आपके मैनेजर को सूचना दे दी गई है।').waitFor();
    await waiting.getByText('सिंक की प्रतीक्षा में', { exact: true }).waitFor();
    await expect.poll(() => waiting.innerText()).toMatch(/रीडिंग · .+ पर ली गई/);
    // The server's reason was English; the phone says it in Hindi.
    const reason = (await queued(page)).find((e) => e.id === stale!.id)!.refusal!.message;
    expect([READING_MSG.beforeLatest, READING_MSG.belowPrevious(String(OPENING + 10), String(OPENING + 40))]).toContain(reason);
    expect(await refused.innerText()).not.toContain(reason);
    expect(await refused.getByRole('note').innerText()).toMatch(/[\u0900-\u097F]/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await fitsScreen(page);
    await screenshot(page, 'hindi-offline-sync-360', { fullPage: true });

    // Signing out with an entry waiting asks first, in Hindi; staying keeps the entry.
    await page.getByRole('button', { name: 'खाता मेन्यू' }).click();
    await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
    const question = page.getByRole('alertdialog', { name: 'एंट्री बाकी रहते साइन आउट करें?' });
    await question.getByText('1 एंट्री अभी सिंक की प्रतीक्षा में है।', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await fitsScreen(page);
    await screenshot(page, 'hindi-offline-sign-out-360');
    await question.getByRole('button', { name: 'साइन इन रहें' }).click();
    await waitForPath(page, '/attendant/sync');
    expect(await queued(page)).toHaveLength(2);
  }, 180_000);
});

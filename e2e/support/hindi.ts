/** The Hindi journeys' set-up and steps (e2e/hindi.e2e.ts, e2e/hindi-offline.e2e.ts): a business of their own, sign-in, the keypad. */
import type { Page } from 'playwright-core';
import type { TNozzle, TPump, TStation } from '@forecourt/shared';
import { apiCall as call } from './api';
import { uniqueEmail } from './auth';

const PASSWORD = 'Hindi@12345';
export const OPENING = 123456.5;

/** A business of its own: one station, a petrol nozzle whose meter is past a lakh, a price, stock, and its attendant. */
export async function hindiBusiness(): Promise<{ owner: string; attendant: { email: string; password: string }; nozzle: TNozzle; station: TStation }> {
  const stamp = Date.now().toString(36);
  const owner = (await call<{ token: string }>(null, 'POST', '/auth/register', { businessName: `Ganga Fuels ${stamp}`, name: 'Meera Joshi', email: uniqueEmail('hi-owner'), password: PASSWORD })).token;
  const station = await call<TStation>(owner, 'POST', '/stations', { name: `Civil Lines ${stamp}`, address: '12 Civil Lines, Prayagraj' });
  const pump = await call<TPump>(owner, 'POST', '/pumps', { stationId: station.id, name: 'Pump 1', serialNumber: `SN-HI-${stamp}` });
  const nozzle = await call<TNozzle>(owner, 'POST', '/nozzles', { pumpId: pump.id, name: 'Petrol A', fuelType: 'petrol', openingReading: OPENING });
  await call(owner, 'POST', '/fuel-prices', { stationId: station.id, fuelType: 'petrol', price: 102.5 });
  await call(owner, 'POST', '/inventory/update', { stationId: station.id, fuelType: 'petrol', newStock: 150000, capacity: 200000, note: 'Opening dip' });
  const attendant = { email: uniqueEmail('hi-att'), password: PASSWORD };
  await call(owner, 'POST', '/users', { name: 'Ravi Yadav', email: attendant.email, role: 'attendant', password: PASSWORD, stationIds: [station.id] });
  return { owner, attendant, nozzle, station };
}

export const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

export async function signIn(page: Page, user: { email: string; password: string }, labels: { email: string; password: string; submit: string }) {
  await page.getByLabel(labels.email, { exact: true }).fill(user.email);
  await page.getByLabel(labels.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}
export const HINDI_LABELS = { email: 'ईमेल', password: 'पासवर्ड', submit: 'साइन इन करें' };
export const ENGLISH_LABELS = { email: 'Email', password: 'Password', submit: 'Sign In' };

export async function tap(page: Page, group: string, keys: string[]) {
  for (const key of keys) await page.getByRole('group', { name: group }).getByRole('button', { name: key, exact: true }).click();
}


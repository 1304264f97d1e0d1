/** The Quick Reading dialog of the owner's dashboard, filled in through the UI (shared by the money and creditor journeys). */
import type { Locator, Page } from 'playwright-core';

export type TQuickReadingIds = { stationId: string; pumpId: string; nozzleId: string; creditorId?: string };

/** Opens the dialog from /dashboard and fills it in (not submitted); a credit sale names `ids.creditorId`. */
export async function fillQuickReading(page: Page, ids: TQuickReadingIds, value: string, payment = 'cash'): Promise<Locator> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Record Reading' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Quick Reading' });
  await dialog.getByLabel('Station *').selectOption(ids.stationId);
  await dialog.getByLabel('Pump *').selectOption(ids.pumpId);
  await dialog.getByLabel('Nozzle *').selectOption(ids.nozzleId);
  await dialog.getByTestId('price-per-litre').waitFor();
  await dialog.getByLabel('Current reading (litres) *').fill(value);
  await dialog.getByLabel('Payment method').selectOption(payment);
  // A credit sale names its creditor (docs/decisions/015).
  if (payment === 'credit' && ids.creditorId) await dialog.getByLabel('Creditor *').selectOption(ids.creditorId);
  return dialog;
}

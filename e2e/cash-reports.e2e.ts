/**
 * Shift cash reports (issue 9): on a 390 px phone the demo attendant enters a cash report on the keypad —
 * cash, UPI and a credit line with its creditor — sees the totals and the difference against today's
 * sales of the station, and submits it; the owner finds it in /dashboard/cash-reports and approves it.
 * The owner-area form (reached through /dashboard/cash-report) refuses what the spec refuses, files the
 * owner's own report, which the owner then rejects with a reason. Axe on every new page; screenshots at
 * phone and desktop widths.
 *
 * The creditor is created through the owner's API (POST /creditors must answer 201: a missing or broken
 * creditors area fails the journey), the attendant's GET /attendant/creditors must list it, and the
 * attendant picks it from the form's list; the stored report carries its id.
 */
import type { Page } from 'playwright-core';
import { CASH_REPORT_MSG, SHIFTS, formatINR, sumDecimals, type TCashReport, type TPage, type TShift, type TStation } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { baseURL, browserAvailable } from './support/env';
import { screenshot } from './support/screenshots';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

/** The demo business's calendar day today (its zone is Asia/Kolkata). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
/** A day (YYYY-MM-DD) as people type and read it in the app's date fields: dd/mm/yyyy. */
const typed = (day: string) => day.split('-').reverse().join('/');

/** A call whose refusal the test wants to see (apiCall fails the test on any error envelope). */
async function tryCall<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: T | undefined }> {
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data?: T };
  return { status: res.status, data: json.data };
}

async function press(page: Page, keys: string[]): Promise<void> {
  const keypad = page.getByRole('group', { name: /^Keypad for/ });
  for (const key of keys) await keypad.getByRole('button', { name: key, exact: true }).click();
}

async function amountTab(page: Page, label: 'Cash' | 'Card' | 'UPI' | 'Credit'): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('group', { name: `Keypad for ${label} amount` }).waitFor();
}

async function noWiderThan(page: Page, width: number, path: string): Promise<void> {
  await page.setViewportSize({ width, height: 780 });
  await page.goto(path);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
}

describe.skipIf(!browserAvailable)('shift cash reports', () => {
  const browser = useBrowser();

  it('the demo attendant reports cash, UPI and credit on the keypad at 390 px; the owner approves it', async () => {
    const owner = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const attendant = await apiToken(DEMO_USERS.attendant.email, DEMO_USERS.attendant.password);
    const station = (await call<TPage<TStation>>(attendant, 'GET', '/attendant/stations')).items[0];
    if (!station) throw new Error('e2e: the demo attendant has no assigned station');

    // The creditor of the credit line, through the owner's API: created (201), then listed for the attendant.
    const partyName = `Kaveri Transport ${Date.now().toString(36)}`;
    const created = await tryCall<{ id: string }>(owner, 'POST', '/creditors', { partyName, stationId: station.id, creditLimit: 50000 });
    expect(created.status, 'POST /creditors').toBe(201);
    const creditorId = created.data?.id;
    if (!creditorId) throw new Error('e2e: POST /creditors answered 201 without an id');
    const forAttendant = await call<TPage<{ id: string }>>(attendant, 'GET', `/attendant/creditors?search=${encodeURIComponent(partyName)}`);
    expect(forAttendant.items.map((c) => c.id), 'GET /attendant/creditors lists the new creditor').toContain(creditorId);

    // A shift of today with no report yet, or a pending one (which the submission then updates).
    const mine = await call<TPage<TCashReport>>(attendant, 'GET', `/attendant/cash-reports?stationId=${station.id}&dateFrom=${today()}&dateTo=${today()}`);
    const shift = SHIFTS.find((s) => !mine.items.some((r) => r.shift === s && r.status !== 'pending')) as TShift | undefined;
    if (!shift) throw new Error("e2e: every shift of today's report is already reviewed");
    const updates = mine.items.some((r) => r.shift === shift);

    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.attendant);
    await page.getByRole('navigation', { name: 'Attendant quick navigation' }).getByRole('link', { name: /^Cash/ }).click();
    await waitForPath(page, '/attendant/cash-reports');
    await page.getByRole('heading', { level: 2, name: 'My Cash Reports' }).waitFor();
    await page.getByTestId('cash-report-card').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'cash-reports-attendant-list-mobile', { fullPage: true });

    await page.getByRole('link', { name: 'Submit Cash Report' }).click();
    await waitForPath(page, '/attendant/cash-report');
    await page.getByRole('group', { name: 'Keypad for Cash amount' }).waitFor();
    // The first (only) station is preselected; the date is today.
    expect(await page.getByLabel('Station', { exact: true }).inputValue()).toBe(station.id);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'cash-reports-attendant-form-empty-mobile', { fullPage: true });

    // Nothing entered: the spec's title and text.
    await page.getByRole('button', { name: /^Submit Cash Report/ }).click();
    await visible(page, CASH_REPORT_MSG.invalidAmountTitle);
    await visible(page, CASH_REPORT_MSG.atLeastOneAmount);

    await page.getByText(shift === 'morning' ? 'Morning' : shift === 'afternoon' ? 'Afternoon' : 'Night', { exact: true }).click();
    await press(page, ['1', '2', '5', '00']);
    await amountTab(page, 'UPI');
    await press(page, ['3', '4', '5', '0', '.', '5']);
    await amountTab(page, 'Credit');
    await press(page, ['2', '00', '0']);
    expect(await page.getByLabel('Credit amount (₹)').inputValue()).toBe('2000');
    await expect.poll(() => page.getByTestId('total-collected').textContent()).toBe(formatINR(15950.5));
    expect(await page.getByTestId('total-submitted').textContent()).toBe(formatINR(17950.5));

    // The difference against today's sales of the station, as the API counts them.
    const sales = (await call<{ summary: { totalRevenue: number } }>(attendant, 'GET', `/nozzle-readings?stationId=${station.id}&period=today&limit=1`)).summary.totalRevenue;
    const difference = sumDecimals(['15950.50', String(-sales)], 2);
    const positive = Number(difference) >= 0;
    await expect.poll(() => page.getByTestId('difference').textContent()).toBe(positive ? `+${formatINR(difference)}` : formatINR(difference));
    expect(await page.getByTestId('difference').getAttribute('data-tone')).toBe(positive ? 'positive' : 'negative');

    // A credit amount needs its creditor.
    await page.getByRole('button', { name: /^Submit Cash Report/ }).click();
    await visible(page, CASH_REPORT_MSG.creditorRequiredTitle);
    // The toast goes by itself (on a phone it sits at the top, clear of the keypad and Submit; sonner
    // holds a toast while the pointer rests on it, so the pointer moves off first).
    await page.mouse.move(10, 200);
    await page.getByText(CASH_REPORT_MSG.creditorRequiredTitle).first().waitFor({ state: 'hidden', timeout: 10_000 });
    // The creditors list loaded (no manual entry mode): the creditor is picked from it.
    expect(await page.getByText(CASH_REPORT_MSG.creditorsFetchFailed).count()).toBe(0);
    await page.getByLabel('Creditor *').selectOption({ label: partyName });
    await page.getByLabel('Notes').fill('Card machine at pump 2 was down after 4 pm');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'cash-reports-attendant-form-filled-mobile', { fullPage: true });

    await page.getByRole('button', { name: /^Submit Cash Report/ }).click();
    await visible(page, updates ? CASH_REPORT_MSG.updatedTitle : CASH_REPORT_MSG.submittedTitle);
    await visible(page, CASH_REPORT_MSG.totalReported(formatINR(17950.5)));
    await waitForPath(page, '/attendant/dashboard');

    const stored = (await call<TPage<TCashReport>>(attendant, 'GET', `/attendant/cash-reports?dateFrom=${today()}&dateTo=${today()}`)).items.find(
      (r) => r.shift === shift && r.stationId === station.id,
    );
    expect(stored).toMatchObject({
      status: 'pending',
      cashAmount: 12500,
      cardAmount: 0,
      upiAmount: 3450.5,
      creditAmount: 2000,
      totalAmount: 17950.5,
      creditorId,
      creditorName: partyName,
      notes: 'Card machine at pump 2 was down after 4 pm',
    });

    // The dark theme (the system's, by default): the list with its badges, and the form.
    const dark = await browser.newPage({ viewport: 'mobile', colorScheme: 'dark' });
    await login(dark, DEMO_USERS.attendant);
    await dark.goto('/attendant/cash-reports');
    await dark.getByTestId('cash-report-card').first().waitFor();
    expect(await seriousA11yViolations(dark)).toEqual([]);
    await screenshot(dark, 'cash-reports-attendant-list-dark-mobile', { fullPage: true });
    await dark.goto('/attendant/cash-report');
    await dark.getByRole('group', { name: 'Keypad for Cash amount' }).waitFor();
    await press(dark, ['9', '9']);
    await expect.poll(() => dark.getByTestId('difference').getAttribute('data-tone')).toBe(Number(sumDecimals(['99', String(-sales)], 2)) >= 0 ? 'positive' : 'negative');
    expect(await seriousA11yViolations(dark)).toEqual([]);
    await screenshot(dark, 'cash-reports-attendant-form-dark-mobile', { fullPage: true });

    // Phone first: nothing wider than a 360 px screen.
    await noWiderThan(page, 360, '/attendant/cash-report');
    await noWiderThan(page, 360, '/attendant/cash-reports');

    // The owner reviews it.
    const desk = await browser.newPage();
    await login(desk, DEMO_USERS.owner);
    await desk.getByRole('navigation').getByRole('link', { name: 'Cash Reports' }).first().click();
    await waitForPath(desk, '/dashboard/cash-reports');
    await desk.getByTestId('cash-report-card').first().waitFor();
    await desk.getByLabel('Status', { exact: true }).selectOption('pending');
    // Dates are typed as dd/mm/yyyy (the app's one date field).
    const typedToday = typed(today());
    await desk.getByRole('textbox', { name: 'From', exact: true }).fill(typedToday);
    await desk.getByRole('textbox', { name: 'To', exact: true }).fill(typedToday);
    await desk.getByRole('textbox', { name: 'To', exact: true }).press('Tab');
    await expect.poll(() => desk.getByText('Enter the date as dd/mm/yyyy').count()).toBe(0);
    await desk.getByRole('button', { name: 'Apply' }).click();
    const row = desk.getByTestId('cash-report-card').filter({ hasText: formatINR(17950.5) }).filter({ hasText: station.name });
    await row.first().waitFor();
    expect(await seriousA11yViolations(desk)).toEqual([]);
    await screenshot(desk, 'cash-reports-owner-list-desktop', { fullPage: true });
    await row.first().getByRole('button', { name: /^Approve/ }).click();
    const confirm = desk.getByRole('alertdialog', { name: 'Approve cash report?' });
    await confirm.getByText(formatINR(17950.5), { exact: false }).waitFor();
    expect(await seriousA11yViolations(desk)).toEqual([]);
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await visible(desk, CASH_REPORT_MSG.approvedTitle);
    await expect.poll(async () => (await call<TCashReport>(owner, 'GET', `/cash-reports/${stored!.id}`)).status).toBe('approved');
    // Approved: the pending filter no longer lists it, the approved one does, with its badge.
    await desk.getByLabel('Status', { exact: true }).selectOption('approved');
    const approved = desk.getByTestId('cash-report-card').filter({ hasText: formatINR(17950.5) }).filter({ hasText: station.name });
    await approved.first().getByText('Approved', { exact: true }).waitFor();

    // A wide screen shows the table.
    await desk.setViewportSize({ width: 1600, height: 900 });
    await desk.getByTestId('cash-report-row').first().waitFor();
    expect(await seriousA11yViolations(desk)).toEqual([]);
    await screenshot(desk, 'cash-reports-owner-table-wide', { fullPage: true });

    // The owner's list on a phone: cards.
    const phone = await browser.newPage({ viewport: 'mobile' });
    await login(phone, DEMO_USERS.owner);
    await phone.goto('/dashboard/cash-reports');
    await phone.getByTestId('cash-report-card').first().waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, 'cash-reports-owner-list-mobile', { fullPage: true });
    await noWiderThan(phone, 360, '/dashboard/cash-reports');
  }, 240_000);

  it("the owner-area form refuses what the spec refuses, files the owner's report and the owner rejects it with a reason", async () => {
    const owner = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const stations = (await call<TPage<TStation>>(owner, 'GET', '/stations')).items;
    const station = stations[stations.length - 1]!;
    const page = await browser.newPage();
    await login(page, DEMO_USERS.owner);
    // /dashboard/cash-report leads to the simple form.
    await page.goto('/dashboard/cash-report');
    await waitForPath(page, '/dashboard/cash-reports/simple');
    await page.getByRole('heading', { level: 2, name: 'Submit Cash Report' }).waitFor();
    // The date shows as dd/mm/yyyy (the app's one date field, whatever the browser's locale).
    expect(await page.getByLabel('Date *').inputValue()).toBe(typed(today()));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'cash-reports-owner-form-desktop', { fullPage: true });

    await page.getByRole('button', { name: 'Submit Cash Report' }).click();
    await visible(page, CASH_REPORT_MSG.stationRequired);
    await visible(page, CASH_REPORT_MSG.atLeastOnePayment);
    await visible(page, CASH_REPORT_MSG.shiftRequired);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'cash-reports-owner-form-errors-desktop', { fullPage: true });

    await page.getByLabel('Station *').selectOption(station.id);
    // An owner's own report for yesterday (a past day is allowed here), afternoon shift.
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - 86_400_000));
    const date = page.getByLabel('Date *');
    // A day after today is refused by the field itself, with the date in dd/mm/yyyy.
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 86_400_000));
    await date.fill(typed(tomorrow));
    await date.press('Tab');
    await visible(page, `The date cannot be after ${typed(today())}`);
    await date.fill(typed(yesterday));
    await date.press('Tab');
    await expect.poll(() => page.getByText(/The date cannot be after/).count()).toBe(0);
    await page.getByText('Afternoon', { exact: true }).click();
    await page.getByLabel('Cash (₹)').fill('4250.75');
    await page.getByLabel('Card (₹)').fill('1200');
    await page.getByLabel('Credit (₹)').fill('300');
    await page.getByRole('button', { name: 'Submit Cash Report' }).click();
    await visible(page, CASH_REPORT_MSG.missingCreditorTitle);
    await page.getByLabel('Credit (₹)').fill('0');
    await page.getByLabel('Notes').fill('Counted with the manager at close');
    await page.getByRole('button', { name: 'Submit Cash Report' }).click();
    await visible(page, CASH_REPORT_MSG.totalReported(formatINR(5450.75)));
    await waitForPath(page, '/dashboard');

    const mine = (await call<TPage<TCashReport>>(owner, 'GET', `/cash-reports?stationId=${station.id}&dateFrom=${yesterday}&dateTo=${yesterday}&status=pending`)).items.find(
      (r) => r.shift === 'afternoon' && r.totalAmount === 5450.75,
    );
    expect(mine, "the owner's report").toMatchObject({ date: yesterday, cashAmount: 4250.75, cardAmount: 1200, creditAmount: 0, creditorId: null, notes: 'Counted with the manager at close' });

    await page.goto('/dashboard/cash-reports');
    await page.getByLabel('Station', { exact: true }).selectOption(station.id);
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    const row = page.getByTestId('cash-report-card').filter({ hasText: formatINR(5450.75) });
    await row.first().getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject cash report' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText(CASH_REPORT_MSG.rejectReasonRequired).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'cash-reports-reject-dialog-desktop');
    await dialog.getByLabel('Reason *').fill('Card slips do not match the terminal total');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await visible(page, CASH_REPORT_MSG.rejectedTitle);
    const after = await call<TCashReport>(owner, 'GET', `/cash-reports/${mine!.id}`);
    expect(after).toMatchObject({ status: 'rejected', reviewNote: 'Card slips do not match the terminal total', reviewedByName: 'Rajesh Sharma' });

    const phone = await browser.newPage({ viewport: 'mobile' });
    await login(phone, DEMO_USERS.owner);
    await phone.goto('/dashboard/cash-reports/new');
    await phone.getByRole('heading', { level: 2, name: 'Submit Cash Report' }).waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, 'cash-reports-owner-form-mobile', { fullPage: true });
    await noWiderThan(phone, 360, '/dashboard/cash-reports/new');
  }, 180_000);
});

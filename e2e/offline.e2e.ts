/**
 * Offline entry, synced exactly once (issue 13, docs/decisions/029). On a 390 px phone the demo attendant
 * opens the portal once online (the service worker precaches the app, the portal keeps its data), then:
 * - with the network off records three readings and a cash report, reloads the page offline (the app and
 *   the four entries are still there, the header says 4; signing out asks first), comes back online and sees them synced; the
 *   server holds each exactly once, dated when it was taken;
 * - a reading made stale by another phone (a later reading of the same nozzle sent while this one was
 *   offline) is refused: the phone keeps it with the server's reason, reports it — the owner sees one
 *   `offline_entry_refused` alert naming it, however often it is reported — and the attendant dismisses it;
 * - a sync interrupted after the request reached the server (the answer lost) is sent again and stored once;
 * - with the app closed, Background Sync (fired through DevTools) has the service worker send the queue itself.
 * And an owner's page opened offline says that it needs a connection. Axe and screenshots on the new page.
 */
import {
  formatNumber,
  READING_MSG,
  SHIFTS,
  SHIFT_LABELS,
  type TAlert,
  type TCashReport,
  type TSyncRefusalResult,
  type TNozzle,
  type TPage,
  type TReading,
  type TShift,
  type TStation,
} from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, login } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { seriousA11yViolations } from './support/axe';
import { useBrowser, waitForPath } from './support/browser';
import { baseURL, browserAvailable } from './support/env';
import { above, bottomBar, goOffline, meterOf, openPortal, queued, readyNozzles, recordReading, SAVED, syncLink, today, visible, warmUp } from './support/offline';
import { screenshot } from './support/screenshots';

describe.skipIf(!browserAvailable)('offline entry, synced exactly once', () => {
  const browser = useBrowser();

  /** The demo attendant's portal on a phone, warmed up, then offline; with the attendant's token and a nozzle ready for readings. */
  async function offlinePortal() {
    const token = await apiToken(DEMO_USERS.attendant.email, DEMO_USERS.attendant.password);
    const [nozzle] = await readyNozzles(token);
    const page = await browser.newPage({ viewport: 'mobile' });
    const context = page.context();
    await openPortal(page);
    await warmUp(page);
    await goOffline(context, page);
    return { token, nozzle: nozzle!, page, context };
  }

  /** One reading `rise` litres above the meter, kept on the offline phone: the portal and the queued entry. */
  async function oneQueuedReading(rise: number) {
    const portal = await offlinePortal();
    await recordReading(portal.page, portal.nozzle, above(await meterOf(portal.token, portal.nozzle.id), rise));
    const [entry] = await queued(portal.page);
    return { ...portal, entry: entry! };
  }

  it('three readings and a cash report taken offline survive a reload and are stored once each when the phone is back online', async () => {
    const token = await apiToken(DEMO_USERS.attendant.email, DEMO_USERS.attendant.password);
    const [a, b = a] = await readyNozzles(token);
    const station = (await call<TPage<TStation>>(token, 'GET', '/attendant/stations')).items[0]!;
    // A shift of today with no report yet, or a pending one (which the queued report then updates).
    const mine = await call<TPage<TCashReport>>(token, 'GET', `/attendant/cash-reports?stationId=${station.id}&dateFrom=${today()}&dateTo=${today()}`);
    const shift = SHIFTS.find((s) => !mine.items.some((r) => r.shift === s && r.status !== 'pending')) as TShift | undefined;
    if (!shift) throw new Error("e2e: every shift of today's report is already reviewed");

    const page = await browser.newPage({ viewport: 'mobile' });
    const context = page.context();
    await openPortal(page);
    await warmUp(page);
    await goOffline(context, page);
    await visible(page, /^Showing what this phone last loaded, as of /);

    // Three readings: two of one nozzle (in order), one of another.
    const a1 = above(a!.currentReading, 12);
    const a2 = above(Number(a1), 7);
    const b1 = b === a ? above(Number(a2), 5) : above(b!.currentReading, 9);
    await recordReading(page, a!, a1);
    await recordReading(page, a!, a2);
    await recordReading(page, b!, b1);
    await syncLink(page, /^3 entries waiting to sync$/).waitFor();

    // The cash report, from the bottom bar.
    await bottomBar(page).getByRole('link', { name: /^Cash/ }).click();
    await page.getByRole('link', { name: 'Submit Cash Report' }).click();
    await waitForPath(page, '/attendant/cash-report');
    await page.getByRole('group', { name: 'Keypad for Cash amount' }).waitFor();
    await page.getByRole('form', { name: 'Cash report' }).getByText(SHIFT_LABELS[shift], { exact: true }).click();
    for (const key of ['4', '2', '00']) await page.getByRole('group', { name: /^Keypad for/ }).getByRole('button', { name: key, exact: true }).click();
    await page.getByRole('button', { name: /^Submit Cash Report/ }).click();
    await visible(page, SAVED);
    await waitForPath(page, '/attendant/dashboard');
    await syncLink(page, /^4 entries waiting to sync$/).waitFor();
    await visible(page, /^Showing what this phone last loaded, as of /);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'offline-home-waiting-mobile', { fullPage: true });

    // Reloaded with no network: the app opens from the phone, the entries are still there.
    await page.reload();
    await page.getByText('Today’s Tasks').waitFor();
    // Signing out now would leave them waiting: asked first, with the count.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Sign out with entries waiting?' });
    await ask.getByText(/^4 entries are still waiting to sync\./).waitFor();
    await ask.getByRole('button', { name: 'Stay signed in' }).click();
    await ask.waitFor({ state: 'hidden' });
    await syncLink(page, /^4 entries waiting to sync$/).click();
    await waitForPath(page, '/attendant/sync');
    const list = page.getByRole('list', { name: 'Entries on this phone' });
    await expect.poll(() => list.getByText('Waiting to sync', { exact: true }).count()).toBe(4);
    await list.getByText(`${a!.name} (${a!.pumpName}): ${formatNumber(a2)} L`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'offline-queue-waiting-mobile', { fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'offline-queue-waiting-360', { fullPage: true });
    const entries = await queued(page);
    expect(entries.map((e) => e.kind).sort()).toEqual(['cash_report', 'reading', 'reading', 'reading']);

    // Back online: sent oldest first, each stored once.
    await context.setOffline(false);
    await visible(page, '4 entries synced');
    await page.getByText('Everything is synced').waitFor();
    expect(await syncLink(page, /waiting to sync/).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'offline-queue-synced-360', { fullPage: true });

    const readings = (await call<TPage<TReading>>(token, 'GET', '/attendant/readings?limit=50')).items;
    for (const entry of entries.filter((e) => e.kind === 'reading')) {
      const stored = readings.filter((r) => r.id === entry.id);
      expect(stored, `reading ${entry.id}`).toHaveLength(1);
      expect(stored[0]!.reading).toBe(Number(entry.body.reading));
      // Dated when it was taken on the phone, not when it reached the server.
      expect(Date.parse(stored[0]!.recordedAt)).toBe(Date.parse(entry.takenAt));
    }
    expect(await meterOf(token, a!.id)).toBe(Number(b === a ? b1 : a2));
    const reports = (await call<TPage<TCashReport>>(token, 'GET', `/attendant/cash-reports?stationId=${station.id}&dateFrom=${today()}&dateTo=${today()}`)).items;
    const ofShift = reports.filter((r) => r.shift === shift);
    expect(ofShift).toHaveLength(1);
    expect(ofShift[0]).toMatchObject({ cashAmount: 4200, totalAmount: 4200, date: today() });
  }, 180_000);

  it("a reading made stale by another phone is refused with the server's reason, kept, reported, and dismissed by the attendant", async () => {
    const { token, nozzle, page, context } = await offlinePortal();

    const meter = await meterOf(token, nozzle.id);
    const mine = above(meter, 5);
    await recordReading(page, nozzle!, mine);
    const [entry] = await queued(page);

    // Meanwhile another phone records a higher reading of the same nozzle.
    const other = await call<TReading>(token, 'POST', '/attendant/readings', { nozzleId: nozzle!.id, reading: Number(above(meter, 40)) });

    const reported = page.waitForRequest((r) => r.url().endsWith('/api/v1/attendant/sync-refusals') && r.method() === 'POST');
    await context.setOffline(false);
    await visible(page, 'One entry was refused');
    const report = (await reported).postDataJSON() as Record<string, unknown>;
    expect(report).toMatchObject({ entryId: entry!.id, kind: 'reading', status: 422, stationId: nozzle!.stationId, takenAt: entry!.takenAt });
    // The server's reason: dated before the other phone's reading, or (when the two are within the clocks'
    // margin) below its meter value — either way the later reading stands.
    const reason = String(report.message);
    expect([READING_MSG.beforeLatest, READING_MSG.belowPrevious(mine, String(other.reading))]).toContain(reason);

    // The owner sees the refusal as one alert of the station, naming the entry and the server's reason.
    const owner = await apiToken(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const named = `Entry: ${nozzle!.name} (${nozzle!.pumpName}): ${formatNumber(Number(mine), { maximumFractionDigits: 3 })} L. Reason: ${reason}`;
    const refusalAlerts = async () =>
      (await call<TPage<TAlert>>(owner, 'GET', `/alerts?type=offline_entry_refused&stationId=${nozzle!.stationId}&limit=100`)).items.filter((a) =>
        a.message.includes(named),
      );
    await expect.poll(async () => (await refusalAlerts()).length, { timeout: 10_000 }).toBe(1);
    const [alert] = await refusalAlerts();
    expect(alert).toMatchObject({ priority: 'high', active: true, acknowledged: false, stationId: nozzle!.stationId });
    expect(alert!.title).toMatch(/^Offline reading refused: /);
    // The same report again (a lost answer, another tab) raises nothing more.
    const again = await call<TSyncRefusalResult>(token, 'POST', '/attendant/sync-refusals', report);
    expect(again).toEqual({ alertId: alert!.id, created: false });

    await syncLink(page, /^1 refused$/).click();
    await waitForPath(page, '/attendant/sync');
    const item = page.getByRole('listitem').filter({ hasText: `${nozzle!.name} (${nozzle!.pumpName})` });
    await item.getByText('Refused', { exact: true }).waitFor();
    await item.getByText(reason).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'offline-queue-refused-mobile', { fullPage: true });

    // Nothing was stored for it; the other phone's reading stands.
    const readings = (await call<TPage<TReading>>(token, 'GET', '/attendant/readings?limit=50')).items;
    expect(readings.some((r) => r.id === entry!.id)).toBe(false);
    expect(await meterOf(token, nozzle!.id)).toBe(other.reading);

    await item.getByRole('button', { name: 'Dismiss' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Dismiss this entry?' });
    await confirm.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('Everything is synced').waitFor();
    expect(await queued(page)).toEqual([]);
    // Still exactly one alert for the entry after the phone's later runs.
    expect((await refusalAlerts()).map((a) => a.id)).toEqual([alert!.id]);
  }, 180_000);

  it('a sync interrupted after the server stored the entry (the answer lost) is sent again and stored once', async () => {
    const { token, page, context, entry } = await oneQueuedReading(3);

    // The first send reaches the server; its answer never reaches the phone.
    const answers: number[] = [];
    await page.route('**/api/v1/attendant/readings', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      expect(route.request().postDataJSON()).toEqual(entry.body);
      if (answers.length === 0) {
        answers.push((await route.fetch()).status());
        return route.abort('connectionreset');
      }
      const response = await route.fetch();
      answers.push(response.status());
      return route.fulfill({ response });
    });
    await context.setOffline(false);
    await visible(page, 'One entry synced');
    // Stored by the first send (201), answered as a replay of it by the second (200).
    expect(answers).toEqual([201, 200]);
    const readings = (await call<TPage<TReading>>(token, 'GET', '/attendant/readings?limit=50')).items;
    expect(readings.filter((r) => r.id === entry.id)).toHaveLength(1);
    expect(await queued(page)).toEqual([]);
  }, 180_000);

  it('with the app closed, Background Sync wakes the service worker, which sends the queue itself', async () => {
    const { token, page, context, entry } = await oneQueuedReading(2);

    // DevTools' service worker domain, from a blank page (not a window of the app).
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;

    // The app is closed; the connection comes back; the browser fires the queue's sync.
    await page.close();
    await context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL).origin, registrationId, tag: 'forecourt-offline-sync', lastChance: false });
    await expect
      .poll(async () => (await call<TPage<TReading>>(token, 'GET', '/attendant/readings?limit=20')).items.filter((r) => r.id === entry.id).length, { timeout: 20_000 })
      .toBe(1);
    await blank.goto(`${baseURL}/attendant/sync`);
    await blank.getByText('Everything is synced').waitFor();
  }, 180_000);

  it("an owner's page opened offline says that it needs a connection", async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await login(page, DEMO_USERS.owner);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
    await goOffline(page.context(), page);
    await page.goto('/dashboard/stations');
    await page.getByRole('heading', { name: 'This page needs a connection' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'offline-owner-needs-connection-mobile');
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: 'Station Network', level: 2 }).waitFor();
  }, 120_000);
});

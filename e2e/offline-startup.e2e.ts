/**
 * The network comes back while the app starts (docs/decisions/029). On a 390 px phone the demo attendant
 * keeps a reading offline and reopens the app offline (from the phone's cache); the network returns after
 * the page's first byte and before the portal's first render — at the app's start-up read of
 * navigator.onLine, every time. The reading reaches the server within seconds, with no further change of
 * the network: no reconnect, no focus, no sync message needed.
 *
 * Before the fix, TanStack Query's online manager was set offline at start-up and listened to the
 * browser's events only once the app had mounted, and the sync asked it alone: the 'online' event of the
 * network's return came in between, and nothing was sent until the network dropped and came back again.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { TPage, TReading } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './support/auth';
import { apiCall as call, apiToken } from './support/api';
import { useBrowser } from './support/browser';
import { browserAvailable } from './support/env';
import { above, goOffline, meterOf, openPortal, queued, readyNozzles, recordReading, syncLink, warmUp } from './support/offline';

/** What the page was like at the moment the network came back. */
type TRestorePoint = { rootChildren: number; onLineAfter: boolean };

const networkConditions = (offline: boolean) => ({ offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

/**
 * Reloads the (offline) page and restores the network at one exact point of its start: the first read of
 * navigator.onLine by the app's own code (its bundle under /assets/: the start-up read in its entry module,
 * after the first byte; the app renders in a later task) that answers offline. (public/early-requests.js,
 * a plain script in the page's head, reads it before; it is let by.) An init script holds the page there
 * on a `debugger` statement (DevTools' debugger on for this page) while the test restores the network,
 * then lets it go on with the answer it read — offline. So the network's return, and its 'online' event,
 * come after the app has read "offline" and before any of it has rendered or mounted, on every run.
 *
 * The test's own DevTools session emulates the same network as the context: a session without network
 * emulation gives the next document navigator.onLine = true (seen with Chromium 156), the network off or not.
 */
async function reloadRestoringNetworkAtStartUp(page: Page, context: BrowserContext): Promise<TRestorePoint> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', networkConditions(true));
  let restored: (point: TRestorePoint) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const point = new Promise<TRestorePoint>((resolve, reject) => {
    restored = resolve;
    failed = reject;
  });
  cdp.on('Debugger.paused', async () => {
    try {
      const before = await cdp.send('Runtime.evaluate', { expression: "document.getElementById('root')?.childElementCount ?? -1", returnByValue: true });
      await Promise.all([context.setOffline(false), cdp.send('Network.emulateNetworkConditions', networkConditions(false))]);
      const after = await cdp.send('Runtime.evaluate', { expression: 'navigator.onLine', returnByValue: true });
      restored({ rootChildren: Number(before.result.value), onLineAfter: after.result.value === true });
    } catch (error) {
      failed(error);
    } finally {
      await cdp.send('Debugger.resume').catch(() => {});
    }
  });
  await cdp.send('Debugger.enable');
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
    let armed = true;
    Object.defineProperty(navigator, 'onLine', {
      configurable: true,
      get(): boolean {
        const online = real.call(navigator) as boolean;
        if (armed && !online && /\/assets\//.test(new Error().stack?.split('\n')[2] ?? '')) {
          armed = false;
          // The test restores the network here (see above); the page then goes on with what it read.
          debugger;
        }
        return online;
      },
    });
  });
  await page.reload();
  const at = await Promise.race([
    point,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("e2e: the app's code never read navigator.onLine as offline while it started")), 30_000)),
  ]);
  await cdp.send('Debugger.disable');
  await cdp.send('Network.disable');
  await cdp.detach();
  return at;
}

describe.skipIf(!browserAvailable)('the network back while the app starts', () => {
  const browser = useBrowser();

  it('a reading kept offline reaches the server within seconds when the network returns between the first byte and the portal’s first render', async () => {
    const token = await apiToken(DEMO_USERS.attendant.email, DEMO_USERS.attendant.password);
    const [nozzle] = await readyNozzles(token);
    const page = await browser.newPage({ viewport: 'mobile' });
    const context = page.context();
    await openPortal(page);
    await warmUp(page);
    await goOffline(context, page);
    await recordReading(page, nozzle!, above(await meterOf(token, nozzle!.id), 6));
    const [entry, ...more] = await queued(page);
    expect(more).toEqual([]);
    await syncLink(page, /^1 entry waiting to sync$/).waitFor();

    // Reopened offline; the network returns at the app's start-up read, before anything of it is on screen.
    const restoredAt = await reloadRestoringNetworkAtStartUp(page, context);
    expect(restoredAt).toEqual({ rootChildren: 0, onLineAfter: true });

    // No further change of the network from here: the portal sends what waits by itself, within seconds.
    await page.getByText('Today’s Tasks').waitFor();
    const stored = async () => (await call<TPage<TReading>>(token, 'GET', '/attendant/readings?limit=20')).items.filter((r) => r.id === entry!.id);
    await expect.poll(async () => (await stored()).length, { timeout: 8_000, interval: 250 }).toBe(1);
    expect((await stored())[0]!.reading).toBe(Number(entry!.body.reading));
    await expect.poll(() => syncLink(page, /waiting to sync/).count(), { timeout: 5_000 }).toBe(0);
    expect(await queued(page)).toEqual([]);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  }, 180_000);
});

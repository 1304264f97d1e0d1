/**
 * Load figures of issue 13: the JavaScript /login ships, and when the attendant home is usable on a
 * slow phone (first and repeat visit).
 */
import { gzipSync } from 'node:zlib';

/** Issue 13's phone: 400 kbps each way, 400 ms round trip, a CPU four times slower. */
export const SLOW_PHONE = { downKbps: 400, upKbps: 400, latencyMs: 400, cpuSlowdown: 4 };

/** The home's main action: the button that starts a reading (inside <main>, not the bottom bar). */
const HOME_ACTION = 'main a[href="/attendant/readings/new"]';
/** How long the page must stay quiet (no request in flight, no long task) to count as idle. */
const QUIET_MS = 2_000;
const USABLE_TIMEOUT_MS = 40_000;

/**
 * The scripts /login loads in `context` (a fresh profile: empty cache, signed out) until the network is
 * idle: for each, its body's bytes on the wire (as the server sent it: brotli when the browser takes it)
 * and its gzip size (level 9, of the file itself, fetched again uncompressed from the server).
 */
export async function loginScripts(context, baseURL) {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    const requests = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') requests.push(request);
    });
    await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor({ state: 'visible' });
    // The bytes of each body as they crossed the wire (the page's resource timing: encodedBodySize).
    const encoded = new Map(
      await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, e.encodedBodySize])),
    );
    const scripts = await Promise.all(
      requests.map(async (request) => {
        const res = await fetch(request.url(), { headers: { 'accept-encoding': 'identity' } });
        if (!res.ok) throw new Error(`${request.url()} answered ${res.status} on a second fetch`);
        const body = Buffer.from(await res.arrayBuffer());
        return { url: new URL(request.url()).pathname, transfer: encoded.get(request.url()) ?? 0, gzip: gzipSync(body, { level: 9 }).length };
      }),
    );
    return { scripts, gzip: scripts.reduce((s, x) => s + x.gzip, 0), transfer: scripts.reduce((s, x) => s + x.transfer, 0) };
  } finally {
    await page.close();
  }
}

/** Signs the demo attendant in through the form, in the given (persistent) context. */
export async function signInAttendant(context, baseURL, user) {
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/attendant/dashboard', { timeout: 30_000 });
  await page.locator(HOME_ACTION).first().waitFor({ state: 'visible' });
  await page.close();
}

/** Records long tasks from the first moment of every document (a TTI-like quiet window needs them). */
function recordLongTasks() {
  const record = { longTaskEnd: 0 };
  Object.defineProperty(window, '__benchLongTasks', { value: record });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) record.longTaskEnd = Math.max(record.longTaskEnd, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Opens /attendant in `page` under the slow phone and answers when it became usable, in ms from the
 * start of the navigation: the latest of (a) the home's "Record New Reading" button visible, (b) the end
 * of the last response and (c) the end of the last long task, once the page has then been quiet (no
 * request in flight, no long task) for 2 s. So: its data in, its code run, nothing left to wait for.
 */
export async function usableTime(page, baseURL) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downKbps * 1000) / 8,
    uploadThroughput: (SLOW_PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  let inFlight = 0;
  const started = () => (inFlight += 1);
  const ended = () => (inFlight -= 1);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(`${baseURL}/attendant`, { waitUntil: 'commit' });
    await page.waitForFunction(
      (selector) => {
        const el = document.querySelector(selector);
        if (!el || !el.checkVisibility()) return false;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.bottom > innerHeight) return false;
        window.__benchVisibleAt ??= performance.now();
        return true;
      },
      HOME_ACTION,
      { polling: 'raf', timeout: USABLE_TIMEOUT_MS },
    );
    const deadline = Date.now() + USABLE_TIMEOUT_MS;
    for (;;) {
      const figures = await page.evaluate(() => {
        const ends = performance.getEntriesByType('resource').map((e) => e.responseEnd);
        const nav = performance.getEntriesByType('navigation')[0];
        const lastResponse = Math.max(nav ? nav.responseEnd : 0, ...ends);
        return { now: performance.now(), visible: window.__benchVisibleAt, lastResponse, longTaskEnd: window.__benchLongTasks.longTaskEnd };
      });
      const usable = Math.max(figures.visible, figures.lastResponse, figures.longTaskEnd);
      if (inFlight === 0 && figures.now - usable >= QUIET_MS) {
        if (process.env.BENCH_WEB_TRACE) await printTimeline(page, figures);
        return usable;
      }
      if (Date.now() > deadline) throw new Error(`/attendant never went quiet (${inFlight} requests in flight)`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  }
}

/** BENCH_WEB_TRACE=1: what the visit did and when (ms from the navigation's start). */
async function printTimeline(page, figures) {
  const rows = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd, bytes: e.transferSize }))
      .concat([{ name: '(document)', start: 0, end: performance.getEntriesByType('navigation')[0]?.responseEnd ?? 0, bytes: 0 }]),
  );
  console.log(`  visible at ${Math.round(figures.visible)} ms, last long task ends ${Math.round(figures.longTaskEnd)} ms`);
  for (const r of rows.sort((a, b) => a.start - b.start)) {
    console.log(`  ${String(Math.round(r.start)).padStart(6)} → ${String(Math.round(r.end)).padStart(6)} ms ${String(r.bytes).padStart(7)} B  ${r.name}`);
  }
}

/**
 * The attendant home on the slow phone, signed in: first visit (the HTTP cache, Cache Storage and any
 * service worker of the origin cleared; the session kept) and repeat visit (the same profile, again).
 */
export async function attendantUsable(context, baseURL) {
  const page = await context.newPage();
  await page.addInitScript(recordLongTasks);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: baseURL, storageTypes: 'cache_storage,service_workers' });
  await cdp.detach();
  try {
    const first = await usableTime(page, baseURL);
    const repeat = await usableTime(page, baseURL);
    return { first, repeat };
  } finally {
    await page.close();
  }
}

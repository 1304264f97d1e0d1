#!/usr/bin/env node
/**
 * `npm run bench:web`: issue 13's "fast on a cheap phone" figures, each beside its target.
 *
 * Builds when needed, starts the built server on a free port with a fresh demo database, launches
 * Debian's Chromium (/usr/bin/chromium, or CHROME_PATH) with playwright-core in a fresh profile, then:
 *   1. /login, signed out, empty cache: the JavaScript it loads (gzip bytes, and bytes on the wire);
 *   2. signs the demo attendant in through the form;
 *   3. every attendant page at 360 px: touch targets under 44 × 44 px, pages that overflow sideways;
 *   4. /attendant under the slow phone (400 kbps down and up, 400 ms round trip, 4x CPU, through CDP):
 *      when it is usable on a first visit (cache cleared, still signed in) and on a repeat visit;
 *   5. Lighthouse (mobile) performance and accessibility for /attendant (signed in) and /login.
 * A bench, not a test: exits 0 when a target is missed, 1 when something could not be measured.
 * `--no-lighthouse` skips step 5 (a quicker loop while working on the figures).
 * Docs: docs/performance.md (issue 13) and docs/decisions/031-fast-on-a-cheap-phone.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { lighthouseScores } from './bench-web/measure-lighthouse.mjs';
import { attendantUsable, loginScripts, signInAttendant, SLOW_PHONE } from './bench-web/measure-load.mjs';
import { phoneLayout } from './bench-web/measure-phone.mjs';
import { buildIfNeeded, freePort, startServer } from './bench-web/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The e2e suite's flags (e2e/support/chromium.ts). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** The demo attendant (apps/api/src/seed/demo.ts, DEMO_LOGINS). */
const ATTENDANT = { email: 'attendant@sharma-fuels.example', password: 'Attendant@12345' };
const WITH_LIGHTHOUSE = !process.argv.includes('--no-lighthouse');

const TARGETS = {
  loginJsGzip: 150_000,
  usableFirstMs: 5_000,
  usableRepeatMs: 2_500,
  smallTargets: 0,
  overflowingPages: 0,
  lighthousePerformance: 90,
  lighthouseAccessibility: 100,
};

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;

function table(rows) {
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  return [line(['figure', 'measured', 'target', '']), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const verdict = (ok) => (ok ? 'met' : 'NOT met');

/** Empties the HTTP cache and, when given, the origin's storage of those types (through CDP). */
async function clearOrigin(context, origin, storageTypes) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  if (storageTypes) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
  await cdp.detach();
  await page.close();
}

/** Lighthouse on /attendant (signed in) and /login (signed out), both with an empty HTTP cache. */
async function lighthouseBoth(context, baseURL, debugPort) {
  await clearOrigin(context, baseURL, null);
  const attendant = await lighthouseScores(`${baseURL}/attendant`, debugPort, { keepSession: true });
  if (attendant.finalPath !== '/attendant/dashboard') throw new Error(`Lighthouse saw ${attendant.finalPath}, not the attendant home`);
  await clearOrigin(context, baseURL, 'local_storage,cookies');
  const login = await lighthouseScores(`${baseURL}/login`, debugPort, { keepSession: false });
  if (login.finalPath !== '/login') throw new Error(`Lighthouse saw ${login.finalPath}, not /login`);
  return [
    ['/attendant', attendant],
    ['/login', login],
  ];
}

async function main() {
  const t0 = Date.now();
  buildIfNeeded(ROOT);
  const server = await startServer(ROOT);
  const profile = mkdtempSync(join(tmpdir(), 'forecourt-bench-profile-'));
  const debugPort = await freePort();
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME,
      headless: true,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
      viewport: null,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    const { baseURL } = server;
    console.log(`bench:web: server at ${baseURL}, Chromium ${context.browser()?.version() ?? ''}, ${cpus().length} cores, load average ${load()}`);

    const login = await loginScripts(context, baseURL);
    console.log(`bench:web: /login loads ${kb(login.gzip)} of JavaScript (gzip)`);
    await signInAttendant(context, baseURL, ATTENDANT);
    const phone = await phoneLayout(context, baseURL);
    console.log(`bench:web: ${phone.smallTargets} small touch targets, ${phone.overflowingPages} pages overflowing`);
    const usable = await attendantUsable(context, baseURL);
    console.log(`bench:web: /attendant usable in ${sec(usable.first)} (first), ${sec(usable.repeat)} (repeat); Lighthouse next`);

    const audits = WITH_LIGHTHOUSE ? await lighthouseBoth(context, baseURL, debugPort) : [];

    const rows = [
      ['/login JavaScript (gzip)', kb(login.gzip), `≤ ${kb(TARGETS.loginJsGzip)}`, verdict(login.gzip <= TARGETS.loginJsGzip)],
      ['/login JavaScript on the wire (bodies)', kb(login.transfer), '', `${login.scripts.length} scripts`],
      ['/attendant usable, first visit', sec(usable.first), `≤ ${sec(TARGETS.usableFirstMs)}`, verdict(usable.first <= TARGETS.usableFirstMs)],
      ['/attendant usable, repeat visit', sec(usable.repeat), `≤ ${sec(TARGETS.usableRepeatMs)}`, verdict(usable.repeat <= TARGETS.usableRepeatMs)],
      ['touch targets < 44 px (attendant pages)', String(phone.smallTargets), '0', verdict(phone.smallTargets === 0)],
      ['pages overflowing at 360 px', `${phone.overflowingPages} of ${phone.pages.length}`, '0', verdict(phone.overflowingPages === 0)],
      ...audits.flatMap(([path, lh]) => [
        [`Lighthouse performance ${path}`, String(lh.performance), `≥ ${TARGETS.lighthousePerformance}`, verdict(lh.performance >= TARGETS.lighthousePerformance)],
        [`Lighthouse accessibility ${path}`, String(lh.accessibility), `= ${TARGETS.lighthouseAccessibility}`, verdict(lh.accessibility >= TARGETS.lighthouseAccessibility)],
      ]),
    ];

    console.log('\n/login scripts (gzip):');
    for (const s of [...login.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(s.gzip).padStart(9)}  ${s.url}`);
    for (const p of phone.pages.filter((x) => x.small.length > 0 || x.overflowPx > 0)) {
      console.log(`\n${p.path}:${p.overflowPx > 0 ? ` overflows by ${p.overflowPx} px;` : ''}`);
      for (const s of p.small) console.log(`  ${s.width} × ${s.height} px  ${s.what}`);
    }
    for (const [path, lh] of audits) {
      const failing = [...lh.failingPerformance, ...lh.failingAccessibility];
      if (failing.length > 0) console.log(`\nLighthouse ${path}, audits below full marks: ${failing.join(', ')}`);
    }
    console.log(
      `\nSlow phone: ${SLOW_PHONE.downKbps} kbps down, ${SLOW_PHONE.upKbps} kbps up, ${SLOW_PHONE.latencyMs} ms round trip, ` +
        `${SLOW_PHONE.cpuSlowdown}x CPU. Usable: the "Record New Reading" button visible, the last response in and the ` +
        'last long task over, the page then quiet for 2 s. KB = 1,000 bytes.\n',
    );
    console.log(table(rows));
    console.log(`\nbench:web: done in ${Math.round((Date.now() - t0) / 1000)} s, load average ${load()} (timings and Lighthouse move with it)`);
  } finally {
    await context?.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
}

main().catch((error) => {
  console.error(`bench:web: could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});

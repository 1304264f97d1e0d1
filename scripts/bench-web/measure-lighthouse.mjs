/**
 * Lighthouse's mobile scores (its default config: a mid-range phone, simulated slow 4G, 4x CPU) for a
 * page, driving the Chromium the bench launched (through its --remote-debugging-port), so an audit can
 * run in the profile where the attendant signed in.
 */
import lighthouse from 'lighthouse';

/**
 * Audits `url` (performance and accessibility) in a new tab of the browser listening on `port`.
 * `keepSession`: keep the origin's storage (the signed-in session) instead of Lighthouse's reset — the
 * caller clears the HTTP cache first, so the page still loads cold.
 */
export async function lighthouseScores(url, port, { keepSession }) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (process.env.BENCH_WEB_TRACE) {
    for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'long-tasks', 'bootup-time', 'mainthread-work-breakdown']) {
      const items = lhr.audits[id]?.details?.items ?? [];
      console.log(`  ${url} ${id}: ${JSON.stringify(items).slice(0, 900)}`);
    }
  }
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
  return {
    finalPath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    failingPerformance: failing('performance'),
    failingAccessibility: failing('accessibility'),
  };
}

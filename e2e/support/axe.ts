/** Accessibility checks with axe: no serious or critical violation of WCAG 2.x A/AA rules. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG rules axe tags `experimental`, which it skips unless they are enabled by name. Label in Name
 * (2.5.3, level A): a control's accessible name must contain its visible text, or a speech-input user
 * who says what they see cannot reach it.
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

export type TViolation = { id: string; impact: string; help: string; targets: string[] };

/**
 * Toasts fade and slide in and out (0.4 s), and the feed's toasts arrive whenever the feed is read: axe
 * reads a half-faded toast's text as too faint (color-contrast). Waits until no toast is moving, so
 * toasts are checked as people read them, at rest.
 */
async function toastsAtRest(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-sonner-toast]')).every((toast) =>
          toast.getAnimations({ subtree: true }).every((a: Animation) => a.playState !== 'running'),
        ),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => {});
}

/**
 * Runs axe on the page as it is now; returns the serious and critical violations, described.
 *
 * The scan runs with reduced motion emulated, and the page's own setting is restored after it. Waiting for
 * toasts to rest is not enough on its own: a feed toast can arrive while axe is scanning. It then fades
 * the older toast's content out beneath it, and axe read that toast's action button half-faded as a
 * contrast failure (a CI run, cash-reports.e2e.ts). Under reduced motion the app (index.css) and sonner
 * move every element straight to its resting state, so axe checks what people read once it has settled.
 */
export async function seriousA11yViolations(page: Page): Promise<TViolation[]> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await toastsAtRest(page);
    const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]));
    const results = await new AxeBuilder({ page }).options({ rules }).withTags(TAGS).analyze();
    return seriousOnly(results.violations);
  } finally {
    if (!reduced) await page.emulateMedia({ reducedMotion: null });
  }
}

/** The serious and critical violations, each with its rule, impact, help and first five targets. */
function seriousOnly(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): TViolation[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

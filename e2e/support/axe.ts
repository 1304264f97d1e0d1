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

/** Runs axe on the page as it is now; returns the serious and critical violations, described. */
export async function seriousA11yViolations(page: Page): Promise<TViolation[]> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]));
  const results = await new AxeBuilder({ page }).options({ rules }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

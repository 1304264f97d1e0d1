/** Accessibility checks with axe: no serious or critical violation of WCAG 2.x A/AA rules. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type TViolation = { id: string; impact: string; help: string; targets: string[] };

/** Runs axe on the page as it is now; returns the serious and critical violations, described. */
export async function seriousA11yViolations(page: Page): Promise<TViolation[]> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/**
 * What a cheap phone needs from a page (issue 13), measured in the page itself. Shared by the phone test
 * (e2e/phone.e2e.ts) and the bench (scripts/bench-web.mjs), so both count the same things.
 *
 * `phoneLayoutReport` runs in the browser (page.evaluate): it must not close over anything.
 */

/** The smallest touch target on attendant pages, in CSS pixels (WCAG 2.5.5, Android's 48 dp / Apple's 44 pt). */
export const MIN_TOUCH_PX = 44;

/** The narrowest phone the app is made for, in CSS pixels. */
export const PHONE_WIDTH_PX = 360;

/**
 * The page's horizontal overflow (px past the viewport's width, 0 when none) and every interactive
 * element smaller than `minPx` in either direction. Skipped: what nobody can see or touch (display none,
 * visibility hidden, opacity 0, inside an inert or aria-hidden subtree, clipped to a pixel like the
 * sr-only skip link until it is focused). A checkbox or radio counts with the label that wraps or names it.
 *
 * @param {number} minPx
 * @returns {{ overflowPx: number, small: { what: string, width: number, height: number }[], checked: number }}
 */
export function phoneLayoutReport(minPx) {
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[role="menuitemradio"]',
    '[role="menuitemcheckbox"]',
    '[role="option"]',
    '[role="combobox"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');

  /** @param {Element} el */
  const visuallyHidden = (el) => {
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 && rect.height <= 1) return true;
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    return false;
  };

  /** @param {Element} el */
  const describe = (el) => {
    const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.id || '').trim().replace(/\s+/g, ' ');
    const role = el.getAttribute('role');
    const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
    return `${el.tagName.toLowerCase()}${type}${role ? `[role=${role}]` : ''} "${name.slice(0, 40)}"`;
  };

  const small = [];
  let checked = 0;
  for (const el of document.querySelectorAll(SELECTOR)) {
    if (!(el instanceof HTMLElement)) continue;
    if (el.closest('[inert], [aria-hidden="true"]')) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (visuallyHidden(el)) continue;
    checked += 1;
    let { width, height } = el.getBoundingClientRect();
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      for (const label of el.labels ?? []) {
        const r = label.getBoundingClientRect();
        width = Math.max(width, r.width);
        height = Math.max(height, r.height);
      }
    }
    // Half a pixel of rounding (a 2.75 rem box at a fractional zoom) is not a smaller target.
    if (width < minPx - 0.5 || height < minPx - 0.5) {
      small.push({ what: describe(el), width: Math.round(width), height: Math.round(height) });
    }
  }

  const root = document.documentElement;
  const overflowPx = Math.max(0, Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth);
  return { overflowPx, small, checked };
}

/** The attendant's pages (apps/web/src/app/router.tsx, attendantRoutes; the redirects left out). */
export const ATTENDANT_PAGES = [
  '/attendant/dashboard',
  '/attendant/readings/new',
  '/attendant/readings',
  '/attendant/cash-report',
  '/attendant/cash-reports',
  '/attendant/alerts',
  '/attendant/notifications',
  '/attendant/inventory',
  '/attendant/settings',
];

/** Business constants and limits of the client (document 1, section 9). */
export const API_TIMEOUT_MS = 30_000;
export const API_RETRY_ATTEMPTS = 2;
export const API_RETRY_DELAY_MS = 1_000;
export const HEALTH_TIMEOUT_MS = 5_000;

export const DEFAULT_STALE_MS = 60_000;
export const DEFAULT_CACHE_MS = 300_000;

export const TOAST_MAX_VISIBLE = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_DURATION_MS = { default: 4_000, success: 3_000, error: 5_000, warning: 4_000, info: 4_000 } as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_DRAWER_BREAKPOINT_PX = 1024;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

export const THEMES = ['light', 'dark', 'system'] as const;
export type TTheme = (typeof THEMES)[number];
export const DEFAULT_THEME: TTheme = 'system';

export const STORAGE_KEYS = {
  token: 'forecourt.token',
  user: 'forecourt.user',
  theme: 'forecourt.theme',
  nav: 'forecourt.nav',
  /** The language last chosen on this device (issue 13): 'en' or 'hi'. */
  locale: 'forecourt.locale',
  /** The GETs a page made when it last opened, asked again early by /early-requests.js (issue 13). */
  early: 'forecourt.early',
} as const;

export const LAKH = 1e5;
export const CRORE = 1e7;

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The landing page's headline statistics: marketing claims, kept verbatim (document 1, section 1). */
export const LANDING_STATS = [
  { value: '500+', label: 'Fuel Stations' },
  { value: '10M+', label: 'Transactions' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
] as const;

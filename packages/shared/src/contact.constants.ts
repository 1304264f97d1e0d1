/**
 * Contact Sales (document 1's landing page; docs/decisions/063): a visitor's message to the platform's
 * sales team, read by the superadmin. No schema here, so a page can import these without zod.
 */

/** Messages one client address may send in a window (the login limiter's mechanism, docs/decisions/004). */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;

export const CONTACT_NAME_MAX = 120;
export const CONTACT_BUSINESS_MAX = 120;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_STATIONS_MAX = 999;

/** A message is open until the superadmin marks it handled (and may open it again). */
export const CONTACT_STATUSES = ['open', 'handled'] as const;
export type TContactStatus = (typeof CONTACT_STATUSES)[number];

/** The form's own texts (the schema's words; the web says them in Hindi too). */
export const CONTACT_MSG = {
  /** The same words as the sign-up form's. */
  nameShort: 'Name must be at least 2 characters',
  businessNameShort: 'Business name must be at least 2 characters',
  messageShort: `Message must be at least ${CONTACT_MESSAGE_MIN} characters`,
  messageLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  stationsInvalid: `Number of stations must be a whole number from 1 to ${CONTACT_STATIONS_MAX}`,
  /** ZPhone's own text. */
  phoneInvalid: 'Phone must be 10 digits starting with 6-9',
} as const;

/** Password bounds: no schema here, so a page can import them without zod (docs/decisions/031). */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

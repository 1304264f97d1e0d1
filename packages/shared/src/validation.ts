import { z } from 'zod';

/** Email: text with no spaces, an at-sign and a dot (document 1, section 5). Stored lower-case. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}
export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .regex(EMAIL_RE, 'Please enter a valid email address')
  .transform((v) => v.toLowerCase());

/** Phone: ten digits starting with 6 to 9; spaces are ignored (document 1, section 5). */
export const PHONE_RE = /^[6-9]\d{9}$/;
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}
export function isValidPhone(value: string): boolean {
  return PHONE_RE.test(normalizePhone(value));
}
export const ZPhone = z
  .string()
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE_RE, 'Phone must be 10 digits starting with 6-9'));

export const ZUuid = z.string().uuid('Invalid id');
export const ZIdParam = z.object({ id: ZUuid });

/** Calendar day YYYY-MM-DD (in the tenant's time zone). */
export const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((v) => Math.min(v, 100)),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { ZLocale } from './offline-sync';
import { ROLES } from './roles';
import { ZEmail, text } from './validation';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.constants';

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: text({ min: 1, max: PASSWORD_MAX, required: 'Password is required', trim: false }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({
  businessName: text({ min: 2, max: 120, required: 'Business name must be at least 2 characters' }),
  name: text({ min: 2, max: 120, required: 'Name must be at least 2 characters' }),
  email: ZEmail,
  password: text({
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    required: `Password must be at least ${PASSWORD_MIN} characters`,
    tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
    trim: false,
  }),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZSessionUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  tenantId: z.string().uuid().nullable(),
  tenantName: z.string().nullable(),
  /** The language the user chose (PUT /auth/profile/locale), remembered per user; null while never chosen. */
  locale: ZLocale.nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZAuthResponse = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  user: ZSessionUser,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** GET /auth/profile */
export const ZProfile = ZSessionUser.extend({
  planName: z.string().nullable(),
  tenantStatus: z.string().nullable(),
  /** The latest sign-in (the current session's, unless another started since). */
  lastLoginAt: ZInstant.nullable(),
  /** When the password was last reset or changed; null while it is the one the account was created with. */
  passwordChangedAt: ZInstant.nullable(),
  /** The tenant's IANA time zone (its business days and times are shown in it); null for a superadmin. */
  timeZone: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

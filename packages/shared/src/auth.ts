import { z } from 'zod';
import { ROLES } from './roles';
import { ZEmail } from './validation';

export const PASSWORD_MIN = 8;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Password is required').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({
  businessName: z.string().trim().min(2, 'Business name must be at least 2 characters').max(120),
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(120),
  email: ZEmail,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(200, 'Password must be at most 200 characters'),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZSessionUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  tenantId: z.string().uuid().nullable(),
  tenantName: z.string().nullable(),
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
});
export type TProfile = z.infer<typeof ZProfile>;

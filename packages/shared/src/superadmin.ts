import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.constants';
import { errorText, type TErrorText } from './error-texts.constants';
import { TENANT_STATUSES } from './platform';
import { TENANT_ROLES } from './roles';
import { ASSET_STATUSES, FUEL_TYPES } from './stations.constants';
import { USER_STATUSES } from './users.constants';
import { ZEmail, ZPageQuery, ZUuid, text } from './validation';
import { SUPERADMIN_MSG } from './superadmin.constants';

/**
 * The superadmin portal (document 4, section 2 "Superadmin portal"): tenants, admin users and tenant
 * settings on the platform path (docs/decisions/027). Plans are in plans.ts, analytics and the system
 * read-outs in superadmin-analytics.ts.
 */

// ------------------------------------------------------------------ tenants

export const ZTenantListQuery = ZPageQuery.extend({
  search: text({ max: 100 }).optional(),
  status: z.enum(TENANT_STATUSES).optional(),
});
export type TTenantListQuery = z.infer<typeof ZTenantListQuery>;

/** One card of the tenants grid. */
export const ZTenantSummary = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(TENANT_STATUSES),
  planId: z.string(),
  planName: z.string(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  stationCount: z.number().int(),
  userCount: z.number().int(),
  createdAt: ZInstant,
});
export type TTenantSummary = z.infer<typeof ZTenantSummary>;

const ZNozzleNode = z.object({ id: z.string(), nozzleNumber: z.number().int(), fuelType: z.enum(FUEL_TYPES), status: z.enum(ASSET_STATUSES) });
const ZPumpNode = z.object({
  id: z.string(),
  name: z.string(),
  serialNumber: z.string(),
  status: z.enum(ASSET_STATUSES),
  nozzleCount: z.number().int(),
  nozzles: z.array(ZNozzleNode),
});
const ZStationNode = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  status: z.enum(ASSET_STATUSES),
  pumpCount: z.number().int(),
  pumps: z.array(ZPumpNode),
});
export type TTenantStationNode = z.infer<typeof ZStationNode>;

/** /superadmin/tenants/{id}: the tenant, its plan and limits, its organisation and its users. */
export const ZTenantDetail = ZTenantSummary.extend({
  updatedAt: ZInstant,
  limits: z.object({ maxStations: z.number().int(), maxPumpsPerStation: z.number().int(), maxNozzlesPerPump: z.number().int(), maxUsers: z.number().int() }),
  usage: z.object({ currentStations: z.number().int(), totalUsers: z.number().int() }),
  /** Readings, cash reports and credit payments recorded: a tenant with any cannot be deleted, only cancelled. */
  historyCount: z.number().int(),
  users: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(TENANT_ROLES),
      status: z.enum(USER_STATUSES),
      lastLoginAt: ZInstant.nullable(),
    }),
  ),
  stations: z.array(ZStationNode),
});
export type TTenantDetail = z.infer<typeof ZTenantDetail>;

const ZTenantName = text({ min: 1, max: 200, required: 'Tenant name is required' });

/** Create tenant (document 4, section 5): all required; the owner's initial password at least 8 characters. */
export const ZCreateTenant = z.object({
  name: ZTenantName,
  planId: ZUuid.or(z.literal('')).refine((v) => v !== '', 'Plan is required'),
  ownerName: text({ min: 1, max: 200, required: 'Owner name is required' }),
  ownerEmail: ZEmail,
  ownerPassword: text({ min: PASSWORD_MIN, max: PASSWORD_MAX, required: SUPERADMIN_MSG.ownerPasswordHint, trim: false }),
});
export type TCreateTenant = z.output<typeof ZCreateTenant>;

export const ZUpdateTenant = z.object({ name: ZTenantName });
export const ZTenantStatusBody = z.object({ status: z.enum(TENANT_STATUSES) });
export const ZTenantPlanBody = z.object({ planId: ZUuid });

// ------------------------------------------------------------------ admin users

export const ZAdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('superadmin'),
  lastLogin: ZInstant.nullable(),
  createdAt: ZInstant,
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** GET /superadmin/users: the admins, with the platform's user counts (document 4, section 3). */
export const ZAdminUserList = z.object({
  items: z.array(ZAdminUser),
  adminUsers: z.number().int(),
  tenantUsers: z.number().int(),
  totalUsers: z.number().int(),
});
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

const ZAdminName = text({ min: 1, max: 200, required: 'Name is required' });
const ZAdminPassword = text({
  min: PASSWORD_MIN,
  max: PASSWORD_MAX,
  required: `Password must be at least ${PASSWORD_MIN} characters long`,
  trim: false,
});

export const ZCreateAdminUser = z.object({
  name: ZAdminName,
  email: ZEmail,
  password: z
    .string({ error: SUPERADMIN_MSG.adminPasswordRequired })
    .min(1, SUPERADMIN_MSG.adminPasswordRequired)
    .pipe(ZAdminPassword),
});
export type TCreateAdminUser = z.output<typeof ZCreateAdminUser>;
export const ZUpdateAdminUser = z.object({ name: ZAdminName, email: ZEmail });
export type TUpdateAdminUser = z.output<typeof ZUpdateAdminUser>;
export const ZAdminResetPassword = z.object({ newPassword: ZAdminPassword });
export type TAdminResetPassword = z.output<typeof ZAdminResetPassword>;

// ------------------------------------------------------------------ tenant settings

/** A setting key: letters, digits and underscores, groups separated by dots (the group is the part before the first dot). */
export const SETTING_KEY_RE = /^[a-z][a-z0-9_]{0,49}(\.[a-z0-9_]{1,50}){0,3}$/i;
export const ZSettingKey = text({ min: 1, max: 200, required: 'Key is required' }).regex(SETTING_KEY_RE, 'Use letters, digits and underscores, groups separated by dots');
export const ZSettingValue = text({ max: 1000 });
export const ZSettingKeyParam = z.object({ id: ZUuid, key: ZSettingKey });
export const ZSettingBody = z.object({ value: ZSettingValue });
export const ZBulkSettings = z.object({
  settings: z.record(ZSettingKey, ZSettingValue).refine((s) => Object.keys(s).length <= 100, 'At most 100 settings at once'),
});

/**
 * The settings whose values take effect (docs/decisions/027). Any other key is stored and shown but
 * changes nothing. A known key's value must be one of `values`.
 */
export const KNOWN_TENANT_SETTINGS = {
  'features.allow_export': {
    values: ['true', 'false'],
    default: 'true',
    description: "false refuses the tenant's exports: the sales CSV and report downloads (403).",
  },
} as const satisfies Record<string, { values: readonly string[]; default: string; description: string }>;
export type TKnownSettingKey = keyof typeof KNOWN_TENANT_SETTINGS;

/** The refusal (key `tenant.settingInvalid`) of a value that a known key does not take, or undefined when the value is fine. */
export function settingValueProblemText(key: string, value: string): TErrorText<'tenant.settingInvalid'> | undefined {
  const known = (KNOWN_TENANT_SETTINGS as Record<string, { values: readonly string[] }>)[key];
  if (!known || known.values.includes(value)) return undefined;
  return errorText('tenant.settingInvalid', { setting: key, allowed: known.values.map((v) => `'${v}'`).join(' or ') });
}

/** The refusal text of a value that a known key does not take, or undefined when the value is fine. */
export function settingValueProblem(key: string, value: string): string | undefined {
  return settingValueProblemText(key, value)?.message;
}

export const ZTenantSetting = z.object({
  key: z.string(),
  value: z.string(),
  updatedAt: ZInstant.nullable(),
  /** A key the product acts on (KNOWN_TENANT_SETTINGS); shown with its default until set. */
  known: z.boolean(),
  description: z.string().nullable(),
});
export type TTenantSetting = z.infer<typeof ZTenantSetting>;
export const ZTenantSettings = z.object({ tenantId: z.string(), tenantName: z.string(), items: z.array(ZTenantSetting) });
export type TTenantSettings = z.infer<typeof ZTenantSettings>;

/** The group a key belongs to: the part before the first dot, else general (document 4, section 2). */
export function settingGroup(key: string): string {
  const dot = key.indexOf('.');
  return dot > 0 ? key.slice(0, dot) : 'general';
}

/** A six-digit hex colour value shows a colour picker; true/false a toggle (document 4, section 4). */
export const HEX_COLOUR_RE = /^#[0-9a-f]{6}$/i;

import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { TENANT_STATUSES } from './platform';
import { text } from './validation';

/**
 * Platform analytics (document 4, section 3 "Platform analytics") and the system read-outs of the
 * superadmin overview and settings: every figure computed from the database and the running process
 * (docs/decisions/027).
 */

/** The platform's calendar (today, this month) is India's: the tenants' default time zone. */
export const PLATFORM_TIME_ZONE = 'Asia/Kolkata';

/** How many recent activities and recent tenants the overview shows. */
export const RECENT_ACTIVITY_COUNT = 10;
export const RECENT_TENANT_COUNT = 5;

export const ZPlatformAnalytics = z.object({
  systemStats: z.object({
    totalTenants: z.number().int(),
    activeTenants: z.number().int(),
    totalStations: z.number().int(),
    totalPumps: z.number().int(),
    totalNozzles: z.number().int(),
    /** Live tenant users (not deleted). */
    totalUsers: z.number().int(),
    /** Tenant users who signed in during the last 7 days. */
    activeUsersWeek: z.number().int(),
    /** Cash reports submitted today / this month (India's calendar). */
    reportsToday: z.number().int(),
    reportsMonth: z.number().int(),
    adminUsers: z.number().int(),
    plans: z.number().int(),
    /** Active alerts not yet acknowledged or dismissed, across tenants. */
    openAlerts: z.number().int(),
  }),
  /** Per plan: its tenants and the monthly revenue of its active tenants (plan price × active tenants). */
  planDistribution: z.array(
    z.object({ planId: z.string(), planName: z.string(), tenantCount: z.number().int(), activeTenantCount: z.number().int(), monthlyRevenue: z.number() }),
  ),
  activitySummary: z.object({
    /** Live tenant users whose account is active. */
    activeUsers: z.number().int(),
    /** Audit-log entries of the last 7 days (voids, deletions, day closes, sign-ups, platform changes…). */
    weekActivities: z.number().int(),
    recentActivities: z.array(
      z.object({
        type: z.string(),
        description: z.string(),
        tenantName: z.string(),
        actorRole: z.string().nullable(),
        at: ZInstant,
        /** How long before the answer it happened ("5 minutes ago", timeAgo of format.ts). */
        timeAgo: z.string(),
      }),
    ),
  }),
  signupsThisMonth: z.number().int(),
  signupsLastMonth: z.number().int(),
  /** Sign-ups this month against last month in per cent; null when last month had none. */
  monthlyGrowth: z.number().nullable(),
  recentTenants: z.array(z.object({ id: z.string(), name: z.string(), status: z.enum(TENANT_STATUSES), planName: z.string(), createdAt: ZInstant })),
});
export type TPlatformAnalytics = z.infer<typeof ZPlatformAnalytics>;

/** GET /superadmin/system: health, security and configuration read-outs of the running platform. */
export const ZSystemStatus = z.object({
  checkedAt: ZInstant,
  version: z.string(),
  startedAt: ZInstant,
  uptimeSeconds: z.number().int(),
  database: z.object({
    driver: z.enum(['postgres', 'pglite']),
    reachable: z.boolean(),
    /** Milliseconds of a `select 1` round trip, one decimal. */
    latencyMs: z.number().nullable(),
    serverVersion: z.string().nullable(),
    /** Bytes on disk of the embedded database's data directory; null for a PostgreSQL server. */
    dataDirBytes: z.number().int().nullable(),
  }),
  jobs: z.object({
    /** Whether this process runs the background jobs. */
    runnerActive: z.boolean(),
    lastRun: z.object({ job: z.string(), status: z.string(), startedAt: ZInstant, finishedAt: ZInstant.nullable() }).nullable(),
    failedLast24h: z.number().int(),
  }),
  security: z.object({
    /** Open sign-in sessions (refresh tokens neither revoked nor expired), tenant users and admins. */
    activeSessions: z.number().int(),
    adminSessions: z.number().int(),
    loginMaxFailures: z.number().int(),
    loginWindowSeconds: z.number().int(),
    accessTokenTtlSeconds: z.number().int(),
    refreshTokenTtlSeconds: z.number().int(),
  }),
  platform: z.object({
    defaultPlan: z.string().nullable(),
    timeZone: z.string(),
    bodyLimitBytes: z.number().int(),
    corsOrigins: z.number().int(),
  }),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

/** A landing-page testimonial set by the platform (document 1; hidden on the landing page while none is set). */
export const ZTestimonial = z.object({
  name: text({ min: 1, max: 100, required: 'Name is required' }),
  role: text({ max: 100 }),
  business: text({ max: 100 }),
  quote: text({ min: 1, max: 600, required: 'Quote is required' }),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;
export const LANDING_TESTIMONIALS_MAX = 3;
export const ZTestimonials = z.object({ testimonials: z.array(ZTestimonial).max(LANDING_TESTIMONIALS_MAX, `At most ${LANDING_TESTIMONIALS_MAX} testimonials`) });
export type TTestimonials = z.infer<typeof ZTestimonials>;

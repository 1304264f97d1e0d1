import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { API_BASE } from '@forecourt/shared';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import './http/context';
import { securityHeaders } from './http/security-headers';
import { installJsonCompression } from './http/compress-json';
import { installAuthGuard, tenantCtx } from './http/auth-guard';
import { installErrorHandling, replyWithError } from './http/error-handler';
import { installOpenApi } from './http/openapi';
import { loadRoutePreloads, preloadLinkHeader } from './http/web-preloads';
import { createTokenService } from './lib/tokens';
import { createLoginLimiter } from './lib/login-limiter';
import authRoutes, { REFRESH_COOKIE } from './modules/auth/auth.routes';
import healthRoutes from './modules/health/health.routes';
import publicRoutes from './modules/platform/public.routes';
import contactRoutes from './modules/contact/contact.routes';
import stationRoutes from './modules/stations/stations.routes';
import pumpRoutes from './modules/pumps/pumps.routes';
import nozzleRoutes from './modules/nozzles/nozzles.routes';
import attendantRoutes from './modules/attendant/attendant.routes';
import setupRoutes from './modules/setup/setup.routes';
import fuelPriceRoutes from './modules/fuel-prices/fuel-prices.routes';
import readingRoutes from './modules/readings/readings.routes';
import salesRoutes from './modules/sales/sales.routes';
import inventoryRoutes from './modules/inventory/inventory.routes';
import tankRoutes from './modules/tanks/tanks.routes';
import wetStockRoutes from './modules/wet-stock/wet-stock.routes';
import alertRoutes from './modules/alerts/alerts.routes';
import userRoutes from './modules/users/users.routes';
import accountRoutes from './modules/users/account.routes';
import cashReportRoutes from './modules/cash-reports/cash-reports.routes';
import creditorRoutes from './modules/creditors/creditors.routes';
import analyticsRoutes from './modules/analytics/analytics.routes';
import dashboardRoutes from './modules/dashboard/dashboard.routes';
import planRoutes from './modules/plans/plans.routes';
import onboardingRoutes from './modules/onboarding/onboarding.routes';
import reconciliationRoutes from './modules/reconciliation/reconciliation.routes';
import reportRoutes from './modules/reports/reports.routes';
import planAdminRoutes from './modules/plans/plans-admin.routes';
import tenantSettingsRoutes from './modules/platform/tenant-settings.routes';
import superadminTenantRoutes from './modules/superadmin/tenants.routes';
import adminUserRoutes from './modules/superadmin/admin-users.routes';
import platformAnalyticsRoutes from './modules/superadmin/platform-analytics.routes';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { ALERT_JOBS } from './jobs/alert-jobs';
import { remindersJob } from './jobs/reminder-jobs';
import { scheduledReportsJob } from './jobs/report-jobs';

/** The web build's content-hashed files (apps/web/dist/assets/): cached for a year, never revalidated. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/**
 * The other files at the web root (theme-init.js, the icon…): used from the cache at once and refreshed
 * behind it for the next load — theme-init.js blocks the first paint, and a revalidation would cost a phone a
 * round trip on every start. HTML (the app's page), the manifest and a service worker are revalidated first (no-cache).
 */
export const ROOT_FILE_CACHE = 'public, max-age=0, stale-while-revalidate=604800';

/**
 * The install icons at the web root (pwa-192.png, apple-touch-icon.png…): fresh for a day, then refreshed
 * behind. The browser fetches the manifest's icon itself once a page has loaded; the page preloads it, and
 * under ROOT_FILE_CACHE (max-age=0) each use of it sent a revalidation too — a round trip at the end of
 * every visit on a slow phone (docs/decisions/035). A new logo reaches a phone within a day.
 */
export const ROOT_IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Cache-Control of a file of the built web app, from its path in the build (a compressed copy counts as its original). */
function webFileCache(relative: string): string {
  const file = relative.replace(/\.(br|gz)$/, '');
  if (file.startsWith(`assets${path.sep}`)) return HASHED_ASSET_CACHE;
  // The installable app (docs/decisions/029): the shell, the service worker and the manifest are revalidated on
  // every visit, so a new build is found at once.
  if (file.endsWith('.html') || file.endsWith('.webmanifest') || /(^|[\\/])(sw|service-worker)\.js$/.test(file)) return 'no-cache';
  if (/\.(png|svg|ico)$/.test(file)) return ROOT_IMAGE_CACHE;
  return ROOT_FILE_CACHE;
}

/** Every API route module, registered under /api/v1. A new area adds its routes here. */
export const API_MODULES = [
  healthRoutes,
  publicRoutes,
  contactRoutes,
  authRoutes,
  stationRoutes,
  pumpRoutes,
  nozzleRoutes,
  attendantRoutes,
  setupRoutes,
  fuelPriceRoutes,
  readingRoutes,
  salesRoutes,
  inventoryRoutes,
  tankRoutes,
  wetStockRoutes,
  alertRoutes,
  userRoutes,
  accountRoutes,
  cashReportRoutes,
  creditorRoutes,
  analyticsRoutes,
  dashboardRoutes,
  planRoutes,
  onboardingRoutes,
  reconciliationRoutes,
  reportRoutes,
  superadminTenantRoutes,
  planAdminRoutes,
  adminUserRoutes,
  tenantSettingsRoutes,
  platformAnalyticsRoutes,
];

export type BuildOptions = {
  config: AppConfig;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /**
   * The background job runner (docs/decisions/009): started with the app when `enabled` (the server);
   * off by default so tests drive it themselves through `app.jobs.tick(now)`.
   */
  jobs?: { enabled: boolean; tickMs?: number; staleMs?: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/** Builds the application without listening: the server entry and the tests both call this. */
export async function buildApp({ config, db, logger = false, jobs }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === 'true',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    ajv: undefined,
    // Router errors (a path that does not decode, a parameter past maxParamLength) in the envelope.
    frameworkErrors: replyWithError,
    // Shutting down (docs/decisions/011): idle keep-alive sockets are closed at once; a request that
    // arrives on an open one while closing is still served (with Connection: close), not refused.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('deps', {
    db,
    config,
    tokens: createTokenService(config.jwtSecret, config.accessTokenTtlSeconds),
    loginLimiter: createLoginLimiter(config.loginMaxFailures, config.loginWindowSeconds),
  });

  const runner = createJobRunner({ db, jobs: [...ALERT_JOBS, remindersJob, scheduledReportsJob], log: app.log, tickMs: jobs?.tickMs, staleMs: jobs?.staleMs });
  app.decorate('jobs', runner);
  if (jobs?.enabled) app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Helmet's headers, computed once (http/security-headers.ts), on every answer: API, errors, the web app.
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // CORS is closed unless origins are configured (the web app is served from the same origin).
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: true });
  await app.register(cookie);

  // The OpenAPI document (/api/docs/json) and its viewer (/api/docs): http/openapi.ts.
  await installOpenApi(app, { refreshCookie: REFRESH_COOKIE });

  installAuthGuard(app);

  const spa = config.webDistDir && existsSync(path.join(config.webDistDir, 'index.html')) ? config.webDistDir : undefined;
  const preloads = spa ? loadRoutePreloads(spa) : [];
  installErrorHandling(
    app,
    spa
      ? (request, reply) => {
          reply.header('cache-control', 'no-cache');
          const link = preloadLinkHeader(preloads, request.url);
          if (link) reply.header('link', link);
          return reply.sendFile('index.html', spa);
        }
      : undefined,
  );

  await app.register(
    async (api) => {
      installJsonCompression(api);
      for (const mod of API_MODULES) await api.register(mod);
    },
    { prefix: API_BASE },
  );

  if (spa) {
    // The web build's brotli and gzip copies (apps/web/scripts/precompress.mjs) go to browsers that accept
    // them; files under assets/ carry a content hash in their name, so a phone keeps them for a year
    // without asking again; HTML and a service worker are revalidated (ETag) on every load.
    await app.register(fastifyStatic, {
      root: spa,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', webFileCache(path.relative(spa, filePath))),
    });
  }

  return app;
}

import type { TSystemStatus } from '@forecourt/shared';
import { PLATFORM_TIME_ZONE } from '@forecourt/shared';
import type { AppConfig } from '../../config';
import { clientOf, singleStatement, type Db } from '../../db/client';
import { withAdminRead, type TAdmin } from '../../db/tenant';
import { APP_VERSION, directoryBytes, processStartedAt } from '../../lib/app-info';
import { iso } from '../../lib/json-values';
import * as q from './system.queries';

/**
 * GET /superadmin/system: health, security and configuration as they are (docs/decisions/027): the
 * database's latency measured by a `select` of its own, the last background job run, this process's
 * version and uptime, the embedded database's size on disk, open sessions and the sign-in limits.
 */

type TDbPing = { reachable: boolean; latencyMs: number | null; serverVersion: string | null };

async function ping(db: Db): Promise<TDbPing> {
  const started = performance.now();
  try {
    const [row] = await singleStatement<{ version: string }>(db, 'fc_ping', "select current_setting('server_version') as version", []);
    return { reachable: true, latencyMs: Math.round((performance.now() - started) * 10) / 10, serverVersion: row?.version ?? null };
  } catch {
    return { reachable: false, latencyMs: null, serverVersion: null };
  }
}

export async function systemStatus(admin: TAdmin, config: AppConfig, runnerActive: boolean): Promise<TSystemStatus> {
  const driver = clientOf(admin.db).driver;
  const [database, [[lastRun], [sessions], [defaultPlan]], dataDirBytes] = await Promise.all([
    ping(admin.db),
    withAdminRead(admin, (tx) => q.systemFigures(tx)),
    driver === 'pglite' && !config.databaseUrl ? directoryBytes(config.dataDir) : Promise.resolve(null),
  ]);
  const now = new Date();
  const startedAt = processStartedAt(now.getTime());
  return {
    checkedAt: iso(now),
    version: APP_VERSION,
    startedAt: iso(startedAt),
    uptimeSeconds: Math.floor((now.getTime() - startedAt.getTime()) / 1000),
    database: { driver, ...database, dataDirBytes },
    jobs: {
      runnerActive,
      lastRun: lastRun ? { job: lastRun.job, status: lastRun.status, startedAt: iso(lastRun.startedAt), finishedAt: lastRun.finishedAt ? iso(lastRun.finishedAt) : null } : null,
      failedLast24h: sessions?.failedLast24h ?? 0,
    },
    security: {
      activeSessions: sessions?.activeSessions ?? 0,
      adminSessions: sessions?.adminSessions ?? 0,
      loginMaxFailures: config.loginMaxFailures,
      loginWindowSeconds: config.loginWindowSeconds,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    },
    platform: { defaultPlan: defaultPlan?.name ?? null, timeZone: PLATFORM_TIME_ZONE, bodyLimitBytes: config.bodyLimitBytes, corsOrigins: config.corsOrigins.length },
  };
}

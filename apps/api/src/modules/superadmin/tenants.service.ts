import {
  errorText,
  type TCreateTenant,
  type TPage,
  type TTenantDetail,
  type TTenantListQuery,
  type TTenantStatus,
  type TTenantStationNode,
  type TTenantSummary,
} from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../http/unique-violations';
import { withAdmin, withAdminRead, type TAdmin } from '../../db/tenant';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { hashPassword } from '../../lib/passwords';
import { iso } from '../../lib/json-values';
import { page } from '../../lib/paging';
import * as auth from '../auth/auth.queries';
import * as q from './tenants.queries';

/**
 * Tenants as the superadmin manages them (document 4; docs/decisions/027): on the platform path, every
 * change recorded in the tenant's own audit log with the admin as actor. A suspended or cancelled
 * tenant's users are refused on their next request by the caller check of every tenant transaction
 * (fc_assert_caller); nothing else needs to be revoked.
 */

type TSummaryRow = Awaited<ReturnType<typeof q.tenantPage>>[0][number];

function summary(row: TSummaryRow): TTenantSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    planId: row.planId,
    planName: row.planName,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    stationCount: row.stationCount,
    userCount: row.userCount,
    createdAt: iso(row.createdAt),
  };
}

/** Rows by a key, in their order (Map.groupBy needs Node 21). */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', errorText('tenant.notFound'));
}

async function audit(tx: Tx, admin: TAdmin, tenantId: string, action: string, details: Record<string, unknown>) {
  await recordAudit(tx, { tenantId, actorId: admin.adminId, actorRole: 'superadmin', action, entityType: 'tenant', entityId: tenantId, details });
}

export async function listTenants(admin: TAdmin, query: TTenantListQuery): Promise<TPage<TTenantSummary>> {
  const [rows, [count]] = await withAdminRead(admin, (tx) => q.tenantPage(tx, query));
  return page(rows.map(summary), query, count?.total ?? 0);
}

export async function getTenant(admin: TAdmin, tenantId: string): Promise<TTenantDetail> {
  const [[row], users, stations, pumps, nozzles] = await withAdminRead(admin, (tx) => q.tenantDetail(tx, tenantId));
  if (!row) throw notFound();
  const nozzlesByPump = groupBy(nozzles, (n) => n.pumpId);
  const pumpsByStation = groupBy(pumps, (p) => p.stationId);
  const tree: TTenantStationNode[] = stations.map((s) => {
    const own = (pumpsByStation.get(s.id) ?? []).map((p) => {
      const list = (nozzlesByPump.get(p.id) ?? []).map(({ pumpId: _, ...n }) => n);
      return { id: p.id, name: p.name, serialNumber: p.serialNumber, status: p.status, nozzleCount: list.length, nozzles: list };
    });
    return { ...s, pumpCount: own.length, pumps: own };
  });
  return {
    ...summary(row),
    updatedAt: iso(row.updatedAt),
    limits: { maxStations: row.maxStations, maxPumpsPerStation: row.maxPumpsPerStation, maxNozzlesPerPump: row.maxNozzlesPerPump, maxUsers: row.maxUsers },
    usage: { currentStations: row.stationCount, totalUsers: row.userCount },
    historyCount: row.historyCount,
    users: users.map((u) => ({ ...u, lastLoginAt: u.lastLoginAt ? iso(u.lastLoginAt) : null })),
    stations: tree,
  };
}

/** A new tenant on the chosen plan with its owner, who signs in with the initial password. */
export async function createTenant(admin: TAdmin, input: TCreateTenant): Promise<TTenantDetail> {
  const passwordHash = await hashPassword(input.ownerPassword);
  let tenantId: string;
  try {
    tenantId = await withAdmin(admin, async (tx) => {
      const [taken, plan] = await Promise.all([auth.emailExists(tx, input.ownerEmail), q.planById(tx, input.planId)]);
      if (!plan) throw AppError.onField('UNPROCESSABLE', 'planId', errorText('plan.notFound'));
      if (taken) throw AppError.onField('CONFLICT', 'ownerEmail', errorText('auth.emailTaken'));
      const tenant = await auth.insertTenant(tx, { name: input.name, planId: plan.id });
      const owner = await auth.insertUser(tx, { tenantId: tenant.id, email: input.ownerEmail, name: input.ownerName, role: 'owner', passwordHash });
      await audit(tx, admin, tenant.id, 'tenant.created', { plan: plan.name, ownerId: owner.id });
      return tenant.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.onField('CONFLICT', 'ownerEmail', errorText('auth.emailTaken'));
    throw error;
  }
  return getTenant(admin, tenantId);
}

export async function renameTenant(admin: TAdmin, tenantId: string, name: string): Promise<TTenantDetail> {
  await withAdmin(admin, async (tx) => {
    const row = await q.lockTenant(tx, tenantId);
    if (!row) throw notFound();
    if (row.name === name) return;
    await q.updateTenant(tx, tenantId, { name });
    await audit(tx, admin, tenantId, 'tenant.renamed', { from: row.name, to: name });
  });
  return getTenant(admin, tenantId);
}

/** Active, suspended (its users refused at once, its data kept) or cancelled (may be reactivated). */
export async function setTenantStatus(admin: TAdmin, tenantId: string, status: TTenantStatus): Promise<TTenantDetail> {
  await withAdmin(admin, async (tx) => {
    const row = await q.lockTenant(tx, tenantId);
    if (!row) throw notFound();
    if (row.status === status) return;
    await q.updateTenant(tx, tenantId, { status });
    await audit(tx, admin, tenantId, 'tenant.status_changed', { from: row.status, to: status });
  });
  return getTenant(admin, tenantId);
}

/**
 * Moves the tenant to another plan. The asset and user limit checks read the tenant's plan in each
 * write (db/plan-limits.ts), so the new limits apply from the tenant's next request. Usage above the
 * new limits is kept (nothing is deleted); only new stations, pumps, nozzles and users are refused.
 */
export async function setTenantPlan(admin: TAdmin, tenantId: string, planId: string): Promise<TTenantDetail> {
  await withAdmin(admin, async (tx) => {
    const [row, plan] = await Promise.all([q.lockTenant(tx, tenantId), q.planById(tx, planId)]);
    if (!row) throw notFound();
    if (!plan) throw AppError.onField('UNPROCESSABLE', 'planId', errorText('plan.notFound'));
    if (row.planId === plan.id) return;
    await q.updateTenant(tx, tenantId, { planId: plan.id });
    await audit(tx, admin, tenantId, 'tenant.plan_changed', { fromPlanId: row.planId, to: plan.name });
  });
  return getTenant(admin, tenantId);
}

/**
 * Deletes a tenant that has no business history (readings, cash reports, credit payments) with every row
 * it owns; one with history answers 409 and is to be cancelled instead. Its audit log goes with it, so
 * the deletion is written to the server's log.
 */
export async function deleteTenant(admin: TAdmin, tenantId: string, log: { info: (o: object, m: string) => void }): Promise<void> {
  const rows = await withAdmin(admin, (tx) => q.deleteTenant(tx, tenantId));
  log.info({ tenantId, adminId: admin.adminId, rowsDeleted: rows }, 'tenant deleted by the platform');
}

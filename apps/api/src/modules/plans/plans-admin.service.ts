import { errorText, isPlanFeature, NEW_PLAN_DEFAULTS, PLAN_FEATURE_KEYS, type TPlan, type TPlanInput } from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../http/unique-violations';
import { withAdmin, withAdminRead, type TAdmin } from '../../db/tenant';
import * as q from './plans-admin.queries';

/**
 * Plans as the superadmin manages them (document 4; docs/decisions/027). A plan's limits are read by the
 * asset and user limit checks in every write (db/plan-limits.ts, users' plan check), so an edit applies
 * to every tenant on the plan from their next request. A plan in use or the sign-up default cannot be
 * deleted (409). A plan's features are keys of the catalogue (docs/decisions/064): a new plan left without
 * them gets every one, an edit left without them keeps the plan's own; its tenants' routes of a feature are
 * refused from their next request when it is taken away.
 */

function view(row: q.TPlanAdminRow): TPlan {
  return { ...row, priceMonthly: Number(row.priceMonthly), priceYearly: Number(row.priceYearly), features: row.features.filter(isPlanFeature) };
}

const notFound = () => new AppError('NOT_FOUND', errorText('plan.notFound'));
const nameTaken = () => AppError.onField('CONFLICT', 'name', errorText('plan.nameTaken'));

/** A write whose unique-name race answers like the check-first path. */
async function write<T>(admin: TAdmin, fn: Parameters<typeof withAdmin<T>>[1]): Promise<T> {
  try {
    return await withAdmin(admin, fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function listPlans(admin: TAdmin): Promise<TPlan[]> {
  return (await withAdminRead(admin, (tx) => q.planList(tx))).map(view);
}

export async function createPlan(admin: TAdmin, input: TPlanInput): Promise<TPlan> {
  return write(admin, async (tx) => {
    if (await q.nameTaken(tx, input.name)) throw nameTaken();
    const id = await q.insertPlan(tx, { ...input, features: input.features ?? [...PLAN_FEATURE_KEYS], maxUsers: input.maxUsers ?? NEW_PLAN_DEFAULTS.maxUsers });
    if (input.isDefault) await q.makeDefault(tx, id);
    return view((await q.planRow(tx, id))!);
  });
}

/** Edits a plan. `isDefault: false` on the default plan keeps it the default (make another plan the default instead). */
export async function updatePlan(admin: TAdmin, id: string, input: TPlanInput): Promise<TPlan> {
  return write(admin, async (tx) => {
    const [current, taken] = await Promise.all([q.planRow(tx, id), q.nameTaken(tx, input.name, id)]);
    if (!current) throw notFound();
    if (taken) throw nameTaken();
    await q.updatePlan(tx, id, input);
    if (input.isDefault && !current.isDefault) await q.makeDefault(tx, id);
    return view((await q.planRow(tx, id))!);
  });
}

export async function deletePlan(admin: TAdmin, id: string): Promise<void> {
  try {
    await withAdmin(admin, async (tx) => {
      const current = await q.planRow(tx, id);
      if (!current) throw notFound();
      if (current.tenantCount > 0) throw new AppError('CONFLICT', errorText('plan.inUse', { tenants: current.tenantCount }));
      if (current.isDefault) throw new AppError('CONFLICT', errorText('plan.isDefault'));
      await q.deletePlan(tx, id);
    });
  } catch (error) {
    // A tenant moved onto the plan meanwhile: its foreign key refuses the delete.
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e?.cause?.code ?? e?.code) === '23503') throw new AppError('CONFLICT', errorText('plan.inUse', { tenants: 1 }));
    throw error;
  }
}

import { asc, eq, ne, sql } from 'drizzle-orm';
import type { TPlanInput } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { plans } from '../../db/schema';

/** Plans as the superadmin manages them, on the platform path. */

const columns = {
  id: plans.id,
  name: plans.name,
  maxStations: plans.maxStations,
  maxPumpsPerStation: plans.maxPumpsPerStation,
  maxNozzlesPerPump: plans.maxNozzlesPerPump,
  maxUsers: plans.maxUsers,
  priceMonthly: plans.priceMonthly,
  priceYearly: plans.priceYearly,
  features: plans.features,
  isDefault: plans.isDefault,
  // Spelled out: drizzle writes a column of a single-table query unqualified, which the subquery would take as its own.
  tenantCount: sql<number>`(select count(*)::int from tenants t where t.plan_id = "plans"."id")`.mapWith(Number),
};
export type TPlanAdminRow = {
  id: string;
  name: string;
  maxStations: number;
  maxPumpsPerStation: number;
  maxNozzlesPerPump: number;
  maxUsers: number;
  priceMonthly: string;
  priceYearly: string;
  features: string[];
  isDefault: boolean;
  tenantCount: number;
};

/** The live plans, cheapest first, each with the tenants on it. */
export function planList(tx: Tx): Promise<TPlanAdminRow[]> {
  return tx.select(columns).from(plans).where(eq(plans.active, true)).orderBy(asc(plans.priceMonthly), asc(plans.name));
}

export async function planRow(tx: Tx, id: string): Promise<TPlanAdminRow | undefined> {
  const [row] = await tx.select(columns).from(plans).where(eq(plans.id, id)).for('update', { of: plans });
  return row;
}

export async function nameTaken(tx: Tx, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(sql`lower(${plans.name}) = ${name.toLowerCase()} ${exceptId ? sql`and ${plans.id} <> ${exceptId}` : sql``}`)
    .limit(1);
  return Boolean(row);
}

function values<T extends TPlanInput>(input: T) {
  const { isDefault: _, priceMonthly, priceYearly, ...rest } = input;
  return { ...rest, priceMonthly: priceMonthly.toFixed(2), priceYearly: priceYearly.toFixed(2) };
}

/** A new plan: its maxUsers resolved (a plan without one gets the default, plans-admin.service.ts). */
export async function insertPlan(tx: Tx, input: TPlanInput & { maxUsers: number }): Promise<string> {
  const [row] = await tx.insert(plans).values(values(input)).returning({ id: plans.id });
  return row!.id;
}

export async function updatePlan(tx: Tx, id: string, input: TPlanInput): Promise<void> {
  await tx
    .update(plans)
    .set({ ...values(input), updatedAt: new Date() })
    .where(eq(plans.id, id));
}

/** Makes this plan the one new sign-ups get (and no other). */
export async function makeDefault(tx: Tx, id: string): Promise<void> {
  await tx.update(plans).set({ isDefault: false }).where(ne(plans.id, id));
  await tx.update(plans).set({ isDefault: true }).where(eq(plans.id, id));
}

export async function deletePlan(tx: Tx, id: string): Promise<void> {
  await tx.delete(plans).where(eq(plans.id, id));
}

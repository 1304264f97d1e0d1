import { isPlanFeature, isUnlimited, usagePercent, PLAN_DANGER_PERCENT, UNLIMITED, type TPlanFeature, type TPlanInfo, type TPlanUsage } from '@forecourt/shared';
import type { TTenantCtx } from '../../http/context';
import { withTenantRead } from '../../db/tenant';
import * as q from './plans.queries';

function usage(current: number, limit: number): TPlanUsage {
  return { current, limit, percentage: usagePercent(current, limit), unlimited: isUnlimited(limit) };
}

/** Pumps the plan allows in all: pumps per station × stations (unlimited when either is). */
function pumpLimit(plan: { maxStations: number; maxPumpsPerStation: number }): number {
  if (isUnlimited(plan.maxStations) || isUnlimited(plan.maxPumpsPerStation)) return UNLIMITED;
  return plan.maxStations * plan.maxPumpsPerStation;
}

/** A plan's features as the catalogue's keys (docs/decisions/064): what the caller check lets through. */
function featureKeys(features: string[]): TPlanFeature[] {
  return features.filter(isPlanFeature);
}

function raises(limit: number, current: number): boolean {
  return isUnlimited(limit) || limit > current;
}

/** GET /settings/plan: the tenant's plan, its usage from live counts, its features, and the plans it may move to. */
export async function planInfo(ctx: TTenantCtx): Promise<TPlanInfo> {
  const rows = await withTenantRead(ctx, (tx) => q.planRows(tx, ctx.tenantId));
  const current = rows.find((r) => r.isCurrent);
  if (!current) throw new Error(`Tenant ${ctx.tenantId} has no plan`);
  const price = Number(current.priceMonthly);
  const utilization = {
    stations: usage(current.stations, current.maxStations),
    pumps: usage(current.pumps, pumpLimit(current)),
    users: usage(current.users, current.maxUsers),
  };
  const tight = {
    stations: utilization.stations.percentage >= PLAN_DANGER_PERCENT,
    pumps: utilization.pumps.percentage >= PLAN_DANGER_PERCENT,
    users: utilization.users.percentage >= PLAN_DANGER_PERCENT,
  };
  const needsUpgrade = tight.stations || tight.pumps || tight.users;
  const upgrades = rows.filter((r) => r.active && !r.isCurrent && Number(r.priceMonthly) > price);
  // The cheapest dearer plan that gives room wherever the current plan is at 90 % or more.
  const recommended = needsUpgrade
    ? upgrades.find(
        (r) =>
          (!tight.stations || raises(r.maxStations, current.stations)) &&
          (!tight.pumps || raises(pumpLimit(r), current.pumps)) &&
          (!tight.users || raises(r.maxUsers, current.users)),
      )
    : undefined;
  return {
    currentPlan: { id: current.id, name: current.name, priceMonthly: price, features: featureKeys(current.features) },
    utilization,
    needsUpgrade,
    upgradeRecommendation: recommended ? { id: recommended.id, name: recommended.name, priceMonthly: Number(recommended.priceMonthly) } : null,
    availablePlans: rows
      .filter((r) => r.active || r.isCurrent)
      .map((r) => ({
        id: r.id,
        name: r.name,
        priceMonthly: Number(r.priceMonthly),
        maxStations: r.maxStations,
        maxPumpsPerStation: r.maxPumpsPerStation,
        maxUsers: r.maxUsers,
        features: featureKeys(r.features),
        canUpgrade: r.active && !r.isCurrent && Number(r.priceMonthly) > price,
        isCurrent: r.isCurrent,
      })),
  };
}

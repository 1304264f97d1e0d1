import type { z } from 'zod';
import { toJsonNumber, type TNozzle, type TPage, type ZNozzleListQuery } from '@forecourt/shared';
import type { TTenantCtx } from '../../http/context';
import { withTenantRead } from '../../db/tenant';
import { listNozzles } from '../nozzles/nozzles.service';
import { currentPrices } from '../fuel-prices/fuel-prices.queries';

/**
 * The attendant's nozzles (assigned stations only), each with the price per litre in effect now at
 * its station for its fuel (null when none): one statement for the prices of the whole page.
 */
export async function listAttendantNozzles(ctx: TTenantCtx, query: z.output<typeof ZNozzleListQuery>): Promise<TPage<TNozzle>> {
  const list = await listNozzles(ctx, query);
  const stationIds = [...new Set(list.items.map((n) => n.stationId))];
  const prices = await withTenantRead(ctx, (tx) => currentPrices(tx, ctx.tenantId, stationIds));
  const priceOf = new Map(prices.map((p) => [`${p.stationId}/${p.fuelType}`, toJsonNumber(p.price, 2)]));
  return { ...list, items: list.items.map((n) => ({ ...n, currentPrice: priceOf.get(`${n.stationId}/${n.fuelType}`) ?? null })) };
}

import type { TSetupStatus } from '@forecourt/shared';
import type { TTenantCtx } from '../../http/context';
import { withTenantRead } from '../../db/tenant';
import * as q from './setup.queries';
import { tenantHasPrice } from '../fuel-prices/fuel-prices.queries';

/** The setup checklist (document 1): station, pumps, nozzles, fuel prices, each read from the data. */
export async function setupStatus(ctx: TTenantCtx): Promise<TSetupStatus> {
  return withTenantRead(ctx, async (tx) => {
    const assets = await q.assetFlags(tx, ctx.tenantId);
    const hasFuelPrice = await tenantHasPrice(tx, ctx.tenantId);
    const flags = [assets.hasStation, assets.hasPump, assets.hasNozzle, hasFuelPrice];
    const done = flags.filter(Boolean).length;
    const completed = done === flags.length;
    return {
      ...assets,
      hasFuelPrice,
      completed,
      progress: Math.round((done / flags.length) * 100),
      needsGuidance: !completed,
    };
  });
}

import { setupStatusFrom, type TSetupStatus } from '@forecourt/shared';
import type { TTenantCtx } from '../../http/context';
import { withTenantRead } from '../../db/tenant';
import * as q from './setup.queries';

/** The setup checklist and onboarding status (document 1, section 4), read from the data in one statement. */
export async function setupStatus(ctx: TTenantCtx): Promise<TSetupStatus> {
  return withTenantRead(ctx, async (tx) => setupStatusFrom(await q.setupFlags(tx, ctx.tenantId)));
}

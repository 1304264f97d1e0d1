import { and, eq, isNull } from 'drizzle-orm';
import type { TTenantStatus } from '@forecourt/shared';
import type { Db } from './client';
import { platformAdmins, tenants, users } from './schema';
import { withPlatform } from './tenant';
import type { TAccessClaims } from '../lib/tokens';

/** The subject of an access token (a tenant user or a platform admin) as the auth guard checks it. */

/** Whether the subject of a token still exists and may act, and its tenant's status. */
export async function loadSubjectState(
  db: Db,
  claims: TAccessClaims,
): Promise<{ tenantStatus: TTenantStatus | null } | null> {
  return withPlatform(db, async (tx) => {
    if (claims.role === 'superadmin') {
      const [a] = await tx.select({ id: platformAdmins.id }).from(platformAdmins).where(eq(platformAdmins.id, claims.sub));
      return a ? { tenantStatus: null } : null;
    }
    const [row] = await tx
      .select({ role: users.role, status: users.status, tenantId: users.tenantId, tenantStatus: tenants.status })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.id, claims.sub), isNull(users.deletedAt)));
    if (!row || row.status !== 'active' || row.tenantId !== claims.tid || row.role !== claims.role) return null;
    return { tenantStatus: row.tenantStatus };
  });
}

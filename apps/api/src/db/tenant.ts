import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `fn` in one transaction as app_user with app.tenant_id set: row-level security then shows and
 * accepts only this tenant's rows. Inside, the transaction is the only database handle to use (with
 * PGlite's single connection a query on the global handle would wait forever).
 * The id is checked to be a UUID before it is written into the statement (SET LOCAL takes no bind
 * parameters, and Citus forwards only SET LOCAL to its workers).
 */
export async function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!UUID_RE.test(tenantId)) throw new Error('withTenant: tenant id is not a UUID');
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL ROLE app_user'));
    await tx.execute(sql.raw(`SET LOCAL app.tenant_id = '${tenantId.toLowerCase()}'`));
    return fn(tx as Tx);
  });
}

/**
 * The explicit platform path: the superadmin's queries, sign-in lookups and sign-up, as the
 * app_platform role, whose own policies let it see every tenant. Never used for a tenant request.
 */
export async function withPlatform<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL ROLE app_platform'));
    await tx.execute(sql.raw(`SET LOCAL app.tenant_id = ''`));
    return fn(tx as Tx);
  });
}

import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { isPlanFeature, TENANT_ROLES, type TPlanFeature } from '@forecourt/shared';
import { clientOf, type Db, type Tx } from './client';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A request's database work: ONE transaction, the same on both engines (DESIGN.md §3, docs/decisions/057).
 *
 * It opens with `SET LOCAL ROLE app_user`, `SET LOCAL app.tenant_id` and the check that the caller's
 * account and tenant may still act (fc_assert_caller), runs the request's statements and commits. A read
 * is `BEGIN READ ONLY` (the database refuses a write in it); a write has a `lock_timeout`, so it fails
 * rather than waiting behind a stuck writer. Ids are checked to be UUIDs before they are written into the
 * settings, as SET LOCAL takes no parameters.
 *
 * Only public APIs of the libraries: on PostgreSQL a pooled connection (`pool.connect()`) in pipeline
 * mode, the opening as one simple-protocol message with BEGIN sent in front of the request's first
 * statements (no round trip of its own), and a drizzle database made once per pooled
 * connection over it (`drizzle({ client })`), so statements built once (db/prepared.ts) stay built for
 * the connection's life. On PGlite (one connection) drizzle's own `transaction`, which holds PGlite's
 * transaction lock: a statement on the global handle waits until it ends.
 */

/** The caller of a tenant request, as the auth guard established it from the access token. */
export type TCaller = {
  db: Db;
  tenantId: string;
  userId: string;
  role: 'owner' | 'manager' | 'attendant';
  /** The plan feature the request's route belongs to (docs/decisions/064): the caller check refuses a plan without it. */
  feature?: TPlanFeature;
};

/** The caller of a platform (superadmin) request, as the auth guard established it from the access token. */
export type TAdmin = { db: Db; adminId: string };

type TMode = { readOnly: boolean };

/** How long a write waits for a row lock another transaction holds before it fails (SQLSTATE 55P03). */
const WRITE_LOCK_TIMEOUT = "set local lock_timeout = '5s'";

function uuid(value: string, what: string): string {
  if (!UUID_RE.test(value)) throw new Error(`${what} is not a UUID`);
  return value.toLowerCase();
}

const TENANT_ROLE_SET: ReadonlySet<string> = new Set(TENANT_ROLES);

const tenantSettings = (tenantId: string) => ['set local role app_user', `set local app.tenant_id = '${uuid(tenantId, 'withTenant: tenant id')}'`];

/**
 * The check that the caller may still act (fc_assert_caller): run as app_user in the tenant, it refuses a
 * deleted or disabled account, a changed role or a tenant that is not active with a database error the
 * error handler maps (CALLER_GONE 401, TENANT_SUSPENDED / TENANT_CANCELLED 403), and, for a route of a plan
 * feature, a plan without it (FEATURE_NOT_IN_PLAN 403 PLAN_FEATURE, docs/decisions/064). The feature is a
 * key of the catalogue, checked before it is written into the statement.
 */
function callerCheck(caller: TCaller): string {
  if (!TENANT_ROLE_SET.has(caller.role)) throw new Error('withTenant: not a tenant role');
  const user = uuid(caller.userId, 'withTenant: user id');
  if (caller.feature === undefined) return `select fc_assert_caller('${user}', '${caller.role}')`;
  if (!isPlanFeature(caller.feature)) throw new Error('withTenant: not a plan feature');
  return `select fc_assert_caller('${user}', '${caller.role}', '${caller.feature}')`;
}

const adminSettings = (admin: TAdmin) => [
  'set local role app_platform',
  "set local app.tenant_id = ''",
  `select fc_assert_admin('${uuid(admin.adminId, 'withAdmin: admin id')}')`,
];

/** One drizzle database per pooled PostgreSQL connection, made at its first transaction. */
const perConnection = new WeakMap<pg.PoolClient, Tx>();

function txOver(connection: pg.PoolClient): Tx {
  let tx = perConnection.get(connection);
  if (!tx) {
    tx = drizzleNodePg({ client: connection, casing: 'snake_case' }) as unknown as Tx;
    perConnection.set(connection, tx);
  }
  return tx;
}

/** Runs `fn` in one transaction opened by `opening` (statements after BEGIN). */
async function inTransaction<T>(db: Db, opening: string[], mode: TMode, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = clientOf(db);
  const statements = mode.readOnly ? opening : [...opening, WRITE_LOCK_TIMEOUT];
  if (client.driver === 'pglite') {
    return db.transaction(
      async (tx) => {
        for (const statement of statements) await tx.execute(sql.raw(statement));
        return fn(tx as unknown as Tx);
      },
      mode.readOnly ? { accessMode: 'read only' } : undefined,
    );
  }
  const connection = await client.pool.connect();
  // BEGIN and the opening as one simple-protocol message, sent at once: the pool is pipelined, so the
  // request's first statements follow it without waiting for its answer (no round trip of its own).
  const opened = connection.query([mode.readOnly ? 'begin read only' : 'begin', ...statements].join(';\n'));
  opened.catch(() => undefined);
  let broken: Error | undefined;
  try {
    const out = await fn(txOver(connection));
    await opened;
    await connection.query('commit');
    return out;
  } catch (error) {
    // A refused opening (the caller's account gone, the tenant suspended) fails every statement after
    // it with "transaction is aborted": the opening's own error is the answer.
    const refused = await opened.then(
      () => undefined,
      (openingError: unknown) => openingError,
    );
    try {
      await connection.query('rollback');
    } catch (rollbackError) {
      broken = rollbackError as Error;
    }
    throw refused ?? error;
  } finally {
    connection.release(broken);
  }
}

/**
 * Runs `fn` in one transaction as app_user with app.tenant_id set: row-level security then shows and
 * accepts only this tenant's rows. Inside, the transaction is the only database handle to use (with
 * PGlite's single connection a query on the global handle would wait forever).
 *
 * With a caller (every request), the opening also checks that the caller may still act. With a database
 * and a tenant id (jobs, seeds, tests) there is no caller.
 */
export function withTenant<T>(caller: TCaller, fn: (tx: Tx) => Promise<T>): Promise<T>;
export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
export async function withTenant<T>(a: TCaller | Db, b: string | ((tx: Tx) => Promise<T>), c?: (tx: Tx) => Promise<T>): Promise<T> {
  if (typeof b === 'function') {
    const caller = a as TCaller;
    return inTransaction(caller.db, [...tenantSettings(caller.tenantId), callerCheck(caller)], { readOnly: false }, b);
  }
  return inTransaction(a as Db, tenantSettings(b), { readOnly: false }, c!);
}

/**
 * `withTenant` for a request that only reads: READ ONLY, so a write in it is refused by the database.
 *
 * `genericPlans`: every statement of `fn` is a hot statement built once (db/prepared.ts) whose plan does
 * not depend on its values, so PostgreSQL plans it once per connection (`plan_cache_mode =
 * force_generic_plan`, docs/decisions/033) instead of again at every call — planning a reading page
 * cost ten times running it. Only for reads whose generic plans were checked (EXPLAIN, the bench).
 */
export function withTenantRead<T>(caller: TCaller, fn: (tx: Tx) => Promise<T>, options: { genericPlans?: boolean } = {}): Promise<T> {
  const opening = [...tenantSettings(caller.tenantId), ...(options.genericPlans ? [GENERIC_PLANS] : []), callerCheck(caller)];
  return inTransaction(caller.db, opening, { readOnly: true }, fn);
}

const GENERIC_PLANS = 'set local plan_cache_mode = force_generic_plan';

/**
 * The explicit platform path: the superadmin's queries, sign-in lookups and sign-up, as the
 * app_platform role, whose own policies let it see every tenant. Never used for a tenant request.
 */
export function withPlatform<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(db, ['set local role app_platform', "set local app.tenant_id = ''"], { readOnly: false }, fn);
}

/**
 * The platform path for a superadmin request: `withPlatform` whose opening also checks that the admin
 * still exists (fc_assert_admin): one deleted since the token was issued is refused at once (401).
 */
export function withAdmin<T>(admin: TAdmin, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(admin.db, adminSettings(admin), { readOnly: false }, fn);
}

/** `withAdmin` for a request that only reads: READ ONLY. */
export function withAdminRead<T>(admin: TAdmin, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(admin.db, adminSettings(admin), { readOnly: true }, fn);
}

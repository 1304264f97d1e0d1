import pg from 'pg';
import type { PGlite, Transaction as PgliteTx } from '@electric-sql/pglite';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { TENANT_ROLES } from '@forecourt/shared';
import type { Db, Tx } from './client';
import { StatementBatcher } from './statement-batch';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Transactions with few round trips (DESIGN.md §3 "Round trips are the cost", docs/decisions/013).
 *
 * A request's tenant work runs in ONE transaction whose first round trip carries BEGIN, `SET LOCAL ROLE
 * app_user`, `SET LOCAL app.tenant_id` and the check that the caller's account and tenant may still act,
 * in front of the request's first statement (ids are checked to be UUIDs before they are written into
 * it, as SET LOCAL takes no parameters). drizzle's statements go through a batcher on the same pipelined
 * connection (db/statement-batch.ts): those issued together are on the wire together, so a list — page
 * and summary — is one round trip, and each is a prepared statement. COMMIT ends it. On PGlite (one
 * connection) PGlite's own transaction holds its mutex, and the settings and the check travel in one
 * `exec`.
 */

/** The caller of a tenant request, as the auth guard established it from the access token. */
export type TCaller = {
  db: Db;
  tenantId: string;
  userId: string;
  role: 'owner' | 'manager' | 'attendant';
  /**
   * Set by the answer cache (http/answer-cache.ts) on a request whose answer may be kept: the first read
   * transaction's caller check also reads the tenant's change mark (fc_answer_mark) and writes it here,
   * before any of the request's statements has run (docs/decisions/038).
   */
  answerMark?: { value?: string };
};

type TRow = Record<string, unknown>;

/** Receives the first row of the last opening statement (the caller check) once the opening has run. */
type TOnOpened = (row: TRow | undefined) => void;

type TRunner = {
  /**
   * Runs `fn` in a transaction opened by `setup` (statements, without BEGIN). `readOnly`: the transaction
   * is READ ONLY (the database refuses any write in it) and its COMMIT is not waited for — there is
   * nothing to make durable, so the answer goes out while the connection finishes and returns to the
   * pool (the next request on it queues behind the COMMIT).
   */
  run<T>(setup: string[], fn: (tx: Tx) => Promise<T>, readOnly?: boolean, onOpened?: TOnOpened): Promise<T>;
  /** One statement on its own: its own transaction, committed when it returns (one round trip). */
  single<R extends TRow>(name: string, text: string, values: unknown[]): Promise<R[]>;
};

const runners = new WeakMap<Db, TRunner>();

/** The drizzle internals a transaction object needs (the same the database handle was built with). */
function internals(db: Db) {
  const d = db as unknown as { dialect: PgDialect; _: { fullSchema: Record<string, unknown>; schema: never; tableNamesMap: Record<string, string> } };
  return { dialect: d.dialect, schema: { fullSchema: d._.fullSchema, schema: d._.schema, tableNamesMap: d._.tableNamesMap } };
}

function runnerOf(db: Db): TRunner {
  let runner = runners.get(db);
  if (runner) return runner;
  const client = (db as unknown as { $client: unknown }).$client;
  const { dialect, schema } = internals(db);
  if (client instanceof pg.Pool) {
    const pool = client;
    // One batcher and one drizzle transaction object per pooled connection, made once (no per-request
    // construction). drizzle talks to the batcher, which sends the settings in front of the first
    // statement, pipelines the statements issued together and prepares each (db/statement-batch.ts).
    const perConnection = new WeakMap<pg.PoolClient, { batcher: StatementBatcher; tx: Tx }>();
    const txFor = (connection: pg.PoolClient) => {
      let entry = perConnection.get(connection);
      if (!entry) {
        const batcher = new StatementBatcher();
        const session = new NodePgSession(batcher as unknown as pg.PoolClient, dialect, schema, {});
        entry = { batcher, tx: new NodePgTransaction(dialect, session, schema) as unknown as Tx };
        perConnection.set(connection, entry);
      }
      return entry;
    };
    runner = {
      async run(setup, fn, readOnly = false, onOpened) {
        const connection = await pool.connect();
        const { batcher, tx } = txFor(connection);
        batcher.start(connection, [readOnly ? 'begin read only' : 'begin', ...setup], readOnly, onOpened);
        if (readOnly) {
          // Each burst of statements carries its own BEGIN … COMMIT (db/statement-batch.ts): nothing is
          // left to end here, and a failed statement's COMMIT rolls its burst back.
          try {
            const out = await fn(tx);
            // A request that sent nothing still has its caller check run (and its refusal answered).
            if (!batcher.begun) await batcher.open();
            return out;
          } finally {
            // After the COMMIT of the last burst has been written (it is queued as a promise job).
            queueMicrotask(() =>
              batcher.ended.then(
                () => connection.release(),
                (error: Error) => connection.release(error),
              ),
            );
          }
        }
        let out;
        try {
          out = await fn(tx);
          if (!batcher.begun) await batcher.open();
        } catch (error) {
          if (!batcher.begun) {
            connection.release();
            throw error;
          }
          let broken: Error | undefined;
          try {
            await connection.query('rollback');
          } catch (rollbackError) {
            broken = rollbackError as Error;
          }
          connection.release(broken);
          throw error;
        }
        try {
          await connection.query('commit');
        } catch (error) {
          connection.release(error as Error);
          throw error;
        }
        connection.release();
        return out;
      },
      async single(name, text, values) {
        const result = await pool.query({ name, text, values });
        return result.rows;
      },
    };
  } else {
    const pglite = client as PGlite;
    runner = {
      run(setup, fn, readOnly = false, onOpened) {
        return pglite.transaction(async (ptx: PgliteTx) => {
          const opened = await ptx.exec([...(readOnly ? ['set transaction read only'] : []), ...setup].join('; '));
          onOpened?.(opened.at(-1)?.rows[0] as TRow | undefined);
          const session = new PgliteSession(ptx as unknown as PGlite, dialect, schema, {});
          const tx = new PgliteTransaction(dialect, session, schema) as unknown as Tx;
          return fn(tx);
        });
      },
      async single<R extends TRow>(_name: string, text: string, values: unknown[]) {
        const result = await pglite.query<R>(text, values);
        return result.rows;
      },
    };
  }
  runners.set(db, runner);
  return runner;
}

function uuid(value: string, what: string): string {
  if (!UUID_RE.test(value)) throw new Error(`${what} is not a UUID`);
  return value.toLowerCase();
}

const tenantSettings = (tenantId: string) => [
  'set local role app_user',
  `set local app.tenant_id = '${uuid(tenantId, 'withTenant: tenant id')}'`,
];

const TENANT_ROLE_SET: ReadonlySet<string> = new Set(TENANT_ROLES);

/**
 * The check that the caller may still act (fc_assert_caller, drizzle/0013): run as app_user in the tenant,
 * it refuses a deleted or disabled account, a changed role or a tenant that is not active with a database
 * error the error handler maps (CALLER_GONE 401, TENANT_SUSPENDED / TENANT_CANCELLED 403).
 */
function callerCheck(caller: TCaller, readMark = false): string {
  if (!TENANT_ROLE_SET.has(caller.role)) throw new Error('withTenant: not a tenant role');
  const check = `select fc_assert_caller('${uuid(caller.userId, 'withTenant: user id')}', '${caller.role}')`;
  // The answer cache's mark, read in the same statement: before any statement of the request runs.
  return readMark && caller.answerMark ? `${check}, fc_answer_mark('${uuid(caller.tenantId, 'withTenant: tenant id')}') as answer_mark` : check;
}

/** Writes the mark read by the caller check into the caller's box (the first transaction's only). */
function markReceiver(caller: TCaller): TOnOpened | undefined {
  const box = caller.answerMark;
  if (!box) return undefined;
  return (row) => {
    if (box.value === undefined && typeof row?.answer_mark === 'string') box.value = row.answer_mark;
  };
}

/**
 * Runs `fn` in one transaction as app_user with app.tenant_id set: row-level security then shows and
 * accepts only this tenant's rows. Inside, the transaction is the only database handle to use (with
 * PGlite's single connection a query on the global handle would wait forever).
 *
 * With a caller (every request), the same first round trip checks that the caller may still act: a
 * disabled or deleted user, a changed role or a suspended tenant is refused at once (fc_assert_caller,
 * 401/403 in the error handler). With a database and a tenant id (jobs, seeds, tests) there is no caller.
 */
export function withTenant<T>(caller: TCaller, fn: (tx: Tx) => Promise<T>): Promise<T>;
export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
export async function withTenant<T>(a: TCaller | Db, b: string | ((tx: Tx) => Promise<T>), c?: (tx: Tx) => Promise<T>): Promise<T> {
  if (typeof b === 'function') {
    const caller = a as TCaller;
    const setup = [...tenantSettings(caller.tenantId), callerCheck(caller)];
    return runnerOf(caller.db).run(setup, (tx) => b(tx));
  }
  return runnerOf(a as Db).run(tenantSettings(b), (tx) => c!(tx));
}

/**
 * `withTenant` for a request that only reads: the same transaction, settings and caller check in its
 * first round trip, but READ ONLY (a write in it is refused by the database) and its COMMIT is not
 * waited for, which saves the request a round trip. Lists and single-row reads use it.
 *
 * `genericPlans`: every statement of `fn` is a hot statement built once (db/prepared.ts) whose plan does
 * not depend on its values, so PostgreSQL plans it once per connection (`plan_cache_mode =
 * force_generic_plan`, docs/decisions/033) instead of again at every call — planning a reading page
 * cost ten times running it. Only for reads whose generic plans were checked (EXPLAIN, the bench).
 */
export function withTenantRead<T>(caller: TCaller, fn: (tx: Tx) => Promise<T>, options: { genericPlans?: boolean } = {}): Promise<T> {
  const setup = [...tenantSettings(caller.tenantId), ...(options.genericPlans ? [GENERIC_PLANS] : []), callerCheck(caller, true)];
  return runnerOf(caller.db).run(setup, (tx) => fn(tx), true, markReceiver(caller));
}

const GENERIC_PLANS = 'set local plan_cache_mode = force_generic_plan';

/**
 * The explicit platform path: the superadmin's queries, sign-in lookups and sign-up, as the
 * app_platform role, whose own policies let it see every tenant. Never used for a tenant request.
 */
export function withPlatform<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return runnerOf(db).run(['set local role app_platform', "set local app.tenant_id = ''"], (tx) => fn(tx));
}

/** The caller of a platform (superadmin) request, as the auth guard established it from the access token. */
export type TAdmin = { db: Db; adminId: string };

const adminSettings = (admin: TAdmin) => [
  'set local role app_platform',
  "set local app.tenant_id = ''",
  `select fc_assert_admin('${uuid(admin.adminId, 'withAdmin: admin id')}')`,
];

/**
 * The platform path for a superadmin request: `withPlatform` whose first round trip also checks that
 * the admin still exists (fc_assert_admin, drizzle/0025): one deleted since the token was issued is
 * refused at once (401), in the same round trip as the request's first statements.
 */
export function withAdmin<T>(admin: TAdmin, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return runnerOf(admin.db).run(adminSettings(admin), (tx) => fn(tx));
}

/** `withAdmin` for a request that only reads: READ ONLY, each burst with its own COMMIT (as withTenantRead). */
export function withAdminRead<T>(admin: TAdmin, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return runnerOf(admin.db).run(adminSettings(admin), (tx) => fn(tx), true);
}

/**
 * The answer cache's check of a kept answer (docs/decisions/038): ONE statement that sets the tenant,
 * checks that the caller may still act (refused as on any request) and returns the tenant's mark.
 */
export async function answerMarkOf(caller: TCaller): Promise<string> {
  const [row] = await runnerOf(caller.db).single<{ mark: string }>('fc_request_answer_mark', 'select fc_request_answer_mark($1, $2, $3) as mark', [
    caller.tenantId,
    caller.userId,
    caller.role,
  ]);
  return row!.mark;
}

/**
 * One statement sent on its own, so it is its own transaction and commits when it returns: ONE round
 * trip. Only for statements that set up their own tenant context and caller check inside the database
 * (fc_request_reading_writes, db/write-batch.ts). Prepared (named) on PostgreSQL; `text` must be a constant.
 */
export async function singleStatement<R extends TRow>(db: Db, name: string, text: string, values: unknown[]): Promise<R[]> {
  return runnerOf(db).single<R>(name, text, values);
}

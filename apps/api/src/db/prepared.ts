import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Hot statements built once (docs/decisions/033). Building a drizzle query — walking its SQL chunks,
 * escaping names, collecting parameters — cost more of the API's CPU than anything else on a list
 * request (41 % of the process under load for GET /stations). A statement of a hot path is instead built
 * once per shape and transaction object, with placeholders where its values go, and each request only
 * fills in its values and maps the answer.
 *
 * - The *values* (ids, days, limits) become placeholders: `build` receives them as `sql.placeholder`s in
 *   place of the real values, so it must use them only as SQL values (`eq(col, v.id)`, `sql\`${v.id}\``),
 *   never in JavaScript (no `v.search.replace`, no `if (v.id === …)`).
 * - The *shape* (what decides the text: a role, a sort, which optional filters are present) stays real
 *   and is part of the key. A value that is undefined is part of the shape too (its condition is left out).
 *
 * The transaction objects are made once per pooled connection on PostgreSQL (db/tenant.ts), so each
 * connection builds a shape once; the statement is also a named prepared statement there, planned by
 * PostgreSQL once per connection (docs/decisions/026).
 */

type TPreparable<R> = { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R[]> } };
type TPreparedQuery<R> = ReturnType<TPreparable<R>['prepare']>;

const byTx = new WeakMap<Tx, Map<string, TPreparedQuery<unknown>>>();
const statementNames = new Map<string, string>();

function statementName(key: string): string {
  let name = statementNames.get(key);
  if (name === undefined) {
    name = `fc_p${statementNames.size + 1}`;
    statementNames.set(key, name);
  }
  return name;
}

/**
 * Runs the statement `name` of the shape `shape` with `values`: built by `build` the first time this
 * transaction object meets this shape, taken from the cache afterwards.
 */
export function runPrepared<V extends Record<string, unknown>, R>(
  tx: Tx,
  name: string,
  shape: string,
  values: V,
  build: (v: V) => TPreparable<R>,
): Promise<R[]> {
  const present = Object.keys(values)
    .filter((k) => values[k] !== undefined)
    .sort();
  const key = `${name}|${shape}|${present.join(',')}`;
  let cache = byTx.get(tx);
  if (!cache) {
    cache = new Map();
    byTx.set(tx, cache);
  }
  let query = cache.get(key) as TPreparedQuery<R> | undefined;
  if (!query) {
    const placeholders = Object.fromEntries(present.map((k) => [k, sql.placeholder(k)])) as unknown as V;
    query = build(placeholders).prepare(statementName(key));
    cache.set(key, query as TPreparedQuery<unknown>);
  }
  const filled: Record<string, unknown> = {};
  for (const k of present) filled[k] = values[k];
  return query.execute(filled);
}

/**
 * The given fields of a filter as statement values, an empty text (or any false value) as absent: the
 * conditions a list builds test its filter's fields for truth, so '' must leave its condition out in the
 * statement built once exactly as it does when built each time.
 */
export function filterValues<F extends object, K extends keyof F>(filter: F, keys: readonly K[]): { [P in K]?: Exclude<F[P], '' | null | false> } {
  const out: { [P in K]?: Exclude<F[P], '' | null | false> } = {};
  for (const key of keys) {
    const value = filter[key];
    if (value) out[key] = value as Exclude<F[K], '' | null | false>;
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import { is, Placeholder } from 'drizzle-orm';
import type { Tx } from './client';
import { filterValues, runPrepared } from './prepared';

/**
 * The statement cache of db/prepared.ts without a database: what `build` is given, when it runs again,
 * and which values reach the prepared statement. (The statements themselves are exercised by every
 * list test, on both engines.)
 */
type TCall = { name: string; values: Record<string, unknown> };

function fakeBuild(built: Array<Record<string, unknown>>) {
  return (v: Record<string, unknown>) => {
    built.push(v);
    return {
      prepare: (name: string) => ({
        execute: async (values: Record<string, unknown> = {}): Promise<TCall[]> => [{ name, values }],
      }),
    };
  };
}

describe('runPrepared', () => {
  it('builds once per shape and present values, with placeholders for the values set and nothing for the rest', async () => {
    const tx = {} as Tx;
    const built: Array<Record<string, unknown>> = [];
    const build = fakeBuild(built);

    const [first] = await runPrepared(tx, 'list', 'owner', { tenantId: 't1', stationId: undefined, limit: 10 }, build);
    expect(built).toHaveLength(1);
    expect(is(built[0]!.tenantId, Placeholder)).toBe(true);
    expect(is(built[0]!.limit, Placeholder)).toBe(true);
    expect(built[0]!.stationId).toBeUndefined();
    expect(first!.values).toEqual({ tenantId: 't1', limit: 10 });

    // Same shape, other values: taken from the cache, the new values sent.
    const [again] = await runPrepared(tx, 'list', 'owner', { tenantId: 't2', stationId: undefined, limit: 20 }, build);
    expect(built).toHaveLength(1);
    expect(again).toEqual({ name: first!.name, values: { tenantId: 't2', limit: 20 } });

    // A value now present, another shape, another statement name: a new statement each.
    const [withStation] = await runPrepared(tx, 'list', 'owner', { tenantId: 't1', stationId: 's1', limit: 10 }, build);
    const [attendant] = await runPrepared(tx, 'list', 'attendant', { tenantId: 't1', stationId: undefined, limit: 10 }, build);
    expect(built).toHaveLength(3);
    expect(is(built[1]!.stationId, Placeholder)).toBe(true);
    expect(new Set([first!.name, withStation!.name, attendant!.name]).size).toBe(3);
  });

  it('keeps a cache per transaction object (one per pooled connection), names shared between them', async () => {
    const built: Array<Record<string, unknown>> = [];
    const build = fakeBuild(built);
    const [a] = await runPrepared({} as Tx, 'other', '', { id: 'x' }, build);
    const [b] = await runPrepared({} as Tx, 'other', '', { id: 'y' }, build);
    expect(built).toHaveLength(2);
    expect(a!.name).toBe(b!.name);
  });

  it("takes a filter's empty fields as absent, as the conditions that test them for truth leave them out", () => {
    const filter = { id: '', stationId: 's1', status: undefined, search: 'x' };
    expect(filterValues(filter, ['id', 'stationId', 'status'])).toEqual({ stationId: 's1' });
  });
});

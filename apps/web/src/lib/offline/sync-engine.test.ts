import { describe, expect, it } from 'vitest';
import type { TAnswer } from './classify-answer';
import type { TEntryDraft, TOfflineEntry } from './offline-entry';
import { newEntry } from './queue-transitions';
import type { TQueueStore } from './queue-store';
import { runSync, type TSyncDeps } from './sync-engine';

/** The queue in memory: the engine only sees the store's interface. */
function memoryStore(entries: TOfflineEntry[]): TQueueStore & { all(): TOfflineEntry[] } {
  const map = new Map(entries.map((e) => [e.id, e]));
  return {
    list: async () => [...map.values()],
    get: async (id) => map.get(id),
    put: async (e) => void map.set(e.id, e),
    remove: async (id) => void map.delete(id),
    all: () => [...map.values()],
  };
}

const owner = { userId: 'u1', tenantId: 't1' };
const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const entry = (id: string, minute: number): TOfflineEntry => {
  const draft: TEntryDraft = { id, kind: 'reading', body: { id, reading: minute }, takenAt: at(minute), stationId: 's1', summary: `entry ${id}` };
  return newEntry(draft, owner, 0);
};

const ok: TAnswer = { kind: 'http', status: 201, payload: { success: true, data: {} } };
const replay: TAnswer = { kind: 'http', status: 200, payload: { success: true, data: {} } };
const below: TAnswer = { kind: 'http', status: 422, payload: { success: false, code: 'READING_BELOW_PREVIOUS', message: 'Reading below the previous one' } };
const expired: TAnswer = { kind: 'http', status: 401, payload: { success: false, code: 'UNAUTHENTICATED', message: 'expired' } };
const reported: TAnswer = { kind: 'http', status: 201, payload: { success: true, data: { alertId: 'x', created: true } } };

/** Deps whose sends answer from a script, in order; records what was sent. */
function deps(store: TQueueStore, answers: TAnswer[], extra: Partial<TSyncDeps> = {}) {
  const sent: string[] = [];
  const reports: string[] = [];
  const d: TSyncDeps = {
    store,
    userId: 'u1',
    send: async (e) => {
      sent.push(e.id);
      // While a send is on its way the entry is marked as sending.
      expect((await store.get(e.id))?.status).toBe('sending');
      return answers.shift() ?? { kind: 'network' };
    },
    report: async (e) => {
      reports.push(e.id);
      return reported;
    },
    reauth: async () => true,
    now: () => 100_000,
    random: () => 0,
    ...extra,
  };
  return { d, sent, reports };
}

describe('a sync run', () => {
  it('sends oldest first, one at a time, and removes each entry the server has (stored or replayed)', async () => {
    const store = memoryStore([entry('c', 3), entry('a', 1), entry('b', 2)]);
    const { d, sent } = deps(store, [ok, replay, ok]);
    const result = await runSync(d);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(result.sent.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(result.stopped).toBe('empty');
    expect(store.all()).toEqual([]);
  });

  it('stops at a send without verdict: the entry waits with a back-off, nothing younger is sent', async () => {
    const store = memoryStore([entry('a', 1), entry('b', 2)]);
    const { d, sent } = deps(store, [{ kind: 'network' }]);
    const result = await runSync(d);
    expect(sent).toEqual(['a']);
    expect(result.stopped).toBe('retry');
    const a = store.all().find((e) => e.id === 'a')!;
    expect(a).toMatchObject({ status: 'waiting', attempts: 1, nextAttemptAt: 101_000, lastError: 'network' });
    expect(store.all().find((e) => e.id === 'b')).toMatchObject({ status: 'waiting', attempts: 0 });

    // Before the back-off has passed a run sends nothing; once it has, the same entry goes first.
    const early = deps(store, [ok, ok], { now: () => 100_500 });
    expect(await runSync(early.d)).toMatchObject({ stopped: 'backing-off', sent: [] });
    const later = deps(store, [replay, ok], { now: () => 101_000 });
    expect((await runSync(later.d)).sent.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('a forced run (the connection came back) does not wait for the back-off', async () => {
    const store = memoryStore([{ ...entry('a', 1), attempts: 3, nextAttemptAt: 999_999 }]);
    const { d, sent } = deps(store, [replay]);
    await runSync(d, { force: true });
    expect(sent).toEqual(['a']);
    expect(store.all()).toEqual([]);
  });

  it("keeps a refused entry with the server's reason, goes on with the next, and reports the refusal once", async () => {
    const store = memoryStore([entry('a', 1), entry('b', 2)]);
    const { d, sent, reports } = deps(store, [below, ok]);
    const result = await runSync(d);
    expect(sent).toEqual(['a', 'b']);
    expect(result.refused.map((e) => e.id)).toEqual(['a']);
    expect(store.all()).toEqual([
      expect.objectContaining({
        id: 'a',
        status: 'refused',
        refusal: { status: 422, code: 'READING_BELOW_PREVIOUS', message: 'Reading below the previous one' },
        report: 'reported',
      }),
    ]);
    expect(reports).toEqual(['a']);
    // A later run neither sends the refused entry again nor reports it twice.
    const next = deps(store, []);
    await runSync(next.d);
    expect(next.sent).toEqual([]);
    expect(next.reports).toEqual([]);
  });

  it('a report that got no verdict is sent again with the next run; one the server will not take is not', async () => {
    const store = memoryStore([entry('a', 1), entry('b', 2)]);
    const first = deps(store, [below, below], { report: async () => ({ kind: 'network' }) });
    await runSync(first.d);
    expect(store.all().map((e) => e.report)).toEqual(['pending', 'pending']);
    const reports: string[] = [];
    const second = deps(store, [], {
      report: async (e) => {
        reports.push(e.id);
        return e.id === 'a' ? reported : { kind: 'http', status: 400, payload: { success: false, code: 'VALIDATION', message: 'bad' } };
      },
    });
    await runSync(second.d);
    expect(reports).toEqual(['a', 'b']);
    expect(Object.fromEntries(store.all().map((e) => [e.id, e.report]))).toEqual({ a: 'reported', b: 'failed' });
  });

  it('a 401 refreshes the session and sends the same entry again; without a session the run stops, nothing counted', async () => {
    const store = memoryStore([entry('a', 1)]);
    let refreshes = 0;
    const { d, sent } = deps(store, [expired, replay], { reauth: async () => ++refreshes > 0 });
    await runSync(d);
    expect(sent).toEqual(['a', 'a']);
    expect(refreshes).toBe(1);
    expect(store.all()).toEqual([]);

    const again = memoryStore([entry('b', 2)]);
    const noSession = deps(again, [expired], { reauth: async () => false });
    expect((await runSync(noSession.d)).stopped).toBe('auth');
    expect(again.all()).toEqual([expect.objectContaining({ id: 'b', status: 'waiting', attempts: 0 })]);
  });

  it("puts back an entry left 'sending' by a sender that stopped mid-way, and sends it (a replay if it had arrived)", async () => {
    const store = memoryStore([{ ...entry('a', 1), status: 'sending' }]);
    const { d, sent } = deps(store, [replay]);
    await runSync(d);
    expect(sent).toEqual(['a']);
    expect(store.all()).toEqual([]);
  });

  it("sends only the signed-in user's entries", async () => {
    const theirs = { ...entry('z', 0), userId: 'u2' };
    const store = memoryStore([theirs, entry('a', 1)]);
    const { d, sent } = deps(store, [ok]);
    await runSync(d);
    expect(sent).toEqual(['a']);
    expect(store.all()).toEqual([theirs]);
  });
});

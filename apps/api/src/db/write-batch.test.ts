import { describe, expect, it } from 'vitest';
import { PEAK_WINDOW_MS, PipelineGate, WriteBatcher, type TReadingWriteItem } from './write-batch';

/** docs/decisions/045: when a batch goes out behind the one still running. */
describe('PipelineGate', () => {
  const gate = () => {
    let now = 1_000;
    const g = new PipelineGate(() => now);
    return { g, at: (ms: number) => (now = ms) };
  };

  it('with nothing seen outstanding, one waiting write is enough', () => {
    expect(gate().g.threshold()).toBe(1);
  });

  it('waits for half of the most writes outstanding at once, rounded up', () => {
    const { g } = gate();
    g.note(2);
    expect(g.threshold()).toBe(1);
    g.note(10);
    expect(g.threshold()).toBe(5);
    g.note(3); // fewer outstanding now: the peak of the window still holds
    expect(g.threshold()).toBe(5);
    g.note(9);
    expect(g.threshold()).toBe(5);
    g.note(11);
    expect(g.threshold()).toBe(6);
  });

  it('remembers a peak for the window after its own, then forgets it', () => {
    const { g, at } = gate();
    g.note(10);
    at(1_000 + PEAK_WINDOW_MS);
    g.note(2);
    expect(g.threshold()).toBe(5);
    at(1_000 + 2 * PEAK_WINDOW_MS);
    g.note(2);
    expect(g.threshold()).toBe(1);
  });

  it('forgets a peak at once after a quiet gap longer than two windows', () => {
    const { g, at } = gate();
    g.note(10);
    at(1_000 + 5 * PEAK_WINDOW_MS);
    g.note(4);
    expect(g.threshold()).toBe(2);
  });

  it('never asks for more than a full batch (64)', () => {
    const { g } = gate();
    g.note(500);
    expect(g.threshold()).toBe(64);
  });
});

/**
 * docs/decisions/052: on a connection that runs on the API's own thread (PGlite: not pipelined), a batch is
 * formed a turn of the event loop after the first write waits, and takes every write that waits by then.
 */
describe('WriteBatcher on a connection of its own thread (not pipelined)', () => {
  const item = (id: number): TReadingWriteItem => ({ op: 'create', tenant: 't', actor: 'a', role: 'owner', id: String(id) });
  /** A sender that records each batch's ids and answers every item; `hold` keeps a batch running until released. */
  const fakeDatabase = () => {
    const batches: string[][] = [];
    let release: (() => void) | undefined;
    let holding = false;
    const sender = async (params: unknown[]) => {
      const items = JSON.parse(String(params[0])) as TReadingWriteItem[];
      batches.push(items.map((i) => i.id));
      if (holding) await new Promise<void>((resolve) => (release = resolve));
      return [{ results: items.map((i) => ({ ok: { id: i.id } })) }];
    };
    return { batches, sender, hold: () => (holding = true), release: () => ((holding = false), release?.()) };
  };
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('sends the writes that arrive in one turn as one batch, not the first alone', async () => {
    const db = fakeDatabase();
    const batcher = new WriteBatcher(db.sender, false);
    const answers = await Promise.all([1, 2, 3].map((i) => batcher.submit(item(i))));
    expect(db.batches).toEqual([['1', '2', '3']]);
    expect(answers).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
  });

  it('sends a lone write alone, without waiting for company', async () => {
    const db = fakeDatabase();
    const batcher = new WriteBatcher(db.sender, false);
    expect(await batcher.submit(item(1))).toEqual({ id: '1' });
    expect(db.batches).toEqual([['1']]);
  });

  it('keeps one batch at a time: what arrives while one runs goes together after it', async () => {
    const db = fakeDatabase();
    const batcher = new WriteBatcher(db.sender, false);
    db.hold();
    const first = batcher.submit(item(1));
    await turn();
    await turn();
    expect(db.batches).toEqual([['1']]);
    const later = [2, 3, 4].map((i) => batcher.submit(item(i)));
    await turn();
    expect(db.batches).toEqual([['1']]);
    db.release();
    await Promise.all([first, ...later]);
    expect(db.batches).toEqual([['1'], ['2', '3', '4']]);
    expect(batcher.stats).toMatchObject({ batches: 2, items: 4, mostOutstanding: 1 });
  });
});

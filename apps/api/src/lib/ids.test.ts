import { describe, expect, it } from 'vitest';
import { newId } from './ids';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The id's first 48 bits: its milliseconds since the epoch. */
function msecsOf(id: string): number {
  return parseInt(id.replaceAll('-', '').slice(0, 12), 16);
}

describe('newId', () => {
  it('makes UUIDv7s stamped with the time they were made', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(id).toMatch(V7);
    expect(msecsOf(id)).toBeGreaterThanOrEqual(before);
    expect(msecsOf(id)).toBeLessThanOrEqual(after + 1);
  });

  it('makes ids that increase strictly in the order they are made, many to a millisecond', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    for (let i = 1; i < ids.length; i++) {
      if (!(ids[i]! > ids[i - 1]!)) throw new Error(`id ${i} (${ids[i]}) is not after id ${i - 1} (${ids[i - 1]})`);
    }
    expect(new Set(ids.map(msecsOf)).size).toBeLessThan(ids.length); // some milliseconds held several ids
    for (const id of ids) expect(id).toMatch(V7);
  });

  it('gives each id a random tail of its own', () => {
    const tails = new Set(Array.from({ length: 20_000 }, () => newId().slice(-12)));
    expect(tails.size).toBe(20_000);
  });
});

import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './backoff';

describe('the back-off of a send without verdict', () => {
  it('doubles from 2 s per failed attempt, half fixed and half random', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 0.999999))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffDelay(3, () => 0.5)).toBe(6_000);
  });

  it('never waits more than 5 minutes, however many attempts failed', () => {
    for (const attempts of [9, 10, 20, 1_000]) {
      expect(backoffDelay(attempts, () => 0.999999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
      expect(backoffDelay(attempts, () => 0)).toBe(BACKOFF_CAP_MS / 2);
    }
  });

  it('spreads phones that failed together (the jitter is random within the step)', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(5)));
    expect(delays.size).toBeGreaterThan(10);
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(8 * BACKOFF_BASE_MS);
      expect(d).toBeLessThanOrEqual(16 * BACKOFF_BASE_MS);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';
import { answerCacheBytesFromEnv, DEFAULTS } from '../config';

describe('AnswerCache (the kept answers and their bound)', () => {
  const body = (n: number) => 'x'.repeat(n);

  it('keeps an answer under its mark and forgets it on remove', () => {
    const cache = new AnswerCache(10_000);
    cache.set('k', '7/2026-11-27', '{"a":1}');
    expect(cache.get('k')).toMatchObject({ mark: '7/2026-11-27', body: '{"a":1}' });
    cache.remove('k');
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, stored: 1 });
  });

  it('stays within its bytes, evicting the least recently used first', () => {
    const cache = new AnswerCache(3 * (2 * (1000 + 1) + 128), 10_000);
    cache.set('a', '1', body(1000));
    cache.set('b', '1', body(1000));
    cache.set('c', '1', body(1000));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('d', '1', body(1000));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k) !== undefined)).toEqual([true, true, true]);
    const stats = cache.stats();
    expect(stats).toMatchObject({ entries: 3, evicted: 1 });
    expect(stats.bytes).toBeLessThanOrEqual(3 * (2 * 1001 + 128));
  });

  it('does not keep an answer bigger than an entry may be, and counts encoded copies', () => {
    const cache = new AnswerCache(100_000, 1_000);
    cache.set('big', '1', body(1000));
    expect(cache.get('big')).toBeUndefined();
    cache.set('small', '1', body(100));
    const entry = cache.get('small')!;
    const before = cache.stats().bytes;
    cache.addEncoded('small', entry, 'br', Buffer.alloc(40));
    cache.addEncoded('small', entry, 'br', Buffer.alloc(40));
    expect(cache.stats().bytes).toBe(before + 40);
    cache.remove('small');
    expect(cache.stats().bytes).toBe(0);
  });

  it('a replaced answer does not count twice', () => {
    const cache = new AnswerCache(100_000);
    cache.set('k', '1', body(100));
    const once = cache.stats().bytes;
    cache.set('k', '2', body(100));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: once });
    expect(cache.get('k')!.mark).toBe('2');
  });
});

describe('ANSWER_CACHE_MB', () => {
  it('defaults, takes whole MiB, 0 turns the cache off, refuses anything else', () => {
    expect(answerCacheBytesFromEnv({})).toBe(DEFAULTS.answerCacheBytes);
    expect(answerCacheBytesFromEnv({ ANSWER_CACHE_MB: '8' })).toBe(8 * 1024 * 1024);
    expect(answerCacheBytesFromEnv({ ANSWER_CACHE_MB: '0' })).toBe(0);
    expect(() => answerCacheBytesFromEnv({ ANSWER_CACHE_MB: '1.5' })).toThrow(/whole number/);
    expect(() => answerCacheBytesFromEnv({ ANSWER_CACHE_MB: '-1' })).toThrow(/whole number/);
  });
});

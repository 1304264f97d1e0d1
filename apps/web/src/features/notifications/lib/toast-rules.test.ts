import { describe, expect, it } from 'vitest';
import type { TFeedTask } from '@forecourt/shared';
import { EMPTY_MEMORY, mayShowAgain, parseMemory, planToasts, pruneMemory, toastDuration } from './toast-rules';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 2, 5, 6, 0, 0);

const task = (over: Partial<TFeedTask> & Pick<TFeedTask, 'id'>): TFeedTask => ({
  category: 'stock',
  priority: 'high',
  title: `Task ${over.id}`,
  message: 'Do it',
  titleText: null,
  messageText: null,
  route: '/dashboard/inventory',
  createdAt: new Date(NOW).toISOString(),
  ...over,
});

describe('feed toast rules', () => {
  it('durations: urgent 10 s, high 8 s, medium 6 s, low 4 s', () => {
    expect([toastDuration('urgent'), toastDuration('high'), toastDuration('medium'), toastDuration('low')]).toEqual([10_000, 8_000, 6_000, 4_000]);
  });

  it('an urgent task may return after 1 hour, others after 24 hours', () => {
    const memory = { shown: { u: NOW, h: NOW }, categoryShown: {} };
    const urgent = { id: 'u', priority: 'urgent' as const };
    const high = { id: 'h', priority: 'high' as const };
    expect(mayShowAgain(urgent, memory, NOW + HOUR - 1)).toBe(false);
    expect(mayShowAgain(urgent, memory, NOW + HOUR)).toBe(true);
    expect(mayShowAgain(high, memory, NOW + HOUR)).toBe(false);
    expect(mayShowAgain(high, memory, NOW + 24 * HOUR - 1)).toBe(false);
    expect(mayShowAgain(high, memory, NOW + 24 * HOUR)).toBe(true);
    expect(mayShowAgain({ id: 'new', priority: 'low' }, memory, NOW)).toBe(true);
  });

  it('merges tasks of the same category and priority into one toast, urgent first, and remembers them', () => {
    const tasks = [
      task({ id: 'a', title: 'Low stock: Diesel' }),
      task({ id: 'b', title: 'Low stock: Petrol' }),
      task({ id: 'c', priority: 'urgent', title: 'Critical stock: Premium' }),
      task({ id: 'd', category: 'approval', priority: 'high', title: 'Cash reports to approve', route: '/dashboard/cash-reports' }),
    ];
    const { toasts, memory } = planToasts(tasks, EMPTY_MEMORY, NOW);
    expect(toasts.map((t) => [t.key, t.taskIds, t.durationMs])).toEqual([
      ['stock|urgent', ['c'], 10_000],
      ['stock|high', ['a', 'b'], 8_000],
      ['approval|high', ['d'], 8_000],
    ]);
    expect(toasts[1]).toMatchObject({ title: '2 stock tasks need attention', message: 'Low stock: Diesel and 1 more.', route: '/dashboard/inventory' });
    expect(toasts[2]).toMatchObject({ title: 'Cash reports to approve', message: 'Do it' });
    expect(memory.shown).toEqual({ a: NOW, b: NOW, c: NOW, d: NOW });
    expect(memory.categoryShown).toEqual({ stock: NOW, approval: NOW });
  });

  it('suppresses a related task (same category) within an hour of one shown, then shows it', () => {
    const first = planToasts([task({ id: 'a' })], EMPTY_MEMORY, NOW);
    const later = [task({ id: 'a' }), task({ id: 'e', title: 'Low stock: CNG' }), task({ id: 'f', category: 'credit' })];
    const within = planToasts(later, first.memory, NOW + 30 * 60_000);
    expect(within.toasts.map((t) => t.taskIds)).toEqual([['f']]);
    const after = planToasts(later, within.memory, NOW + HOUR);
    expect(after.toasts.map((t) => t.taskIds)).toEqual([['e']]); // 'a' waits its 24 h
  });

  it('shows nothing (and keeps the memory) when every task showed recently', () => {
    const first = planToasts([task({ id: 'a' })], EMPTY_MEMORY, NOW);
    const again = planToasts([task({ id: 'a' })], first.memory, NOW + 2 * HOUR);
    expect(again.toasts).toEqual([]);
    expect(again.memory).toBe(first.memory);
  });

  it('a stored memory that is malformed starts afresh; old entries are pruned', () => {
    expect(parseMemory(null)).toEqual(EMPTY_MEMORY);
    expect(parseMemory('not json')).toEqual(EMPTY_MEMORY);
    expect(parseMemory('{"shown":{"a":"x"},"categoryShown":{}}')).toEqual(EMPTY_MEMORY);
    expect(parseMemory(JSON.stringify({ shown: { a: NOW }, categoryShown: { stock: NOW } }))).toEqual({ shown: { a: NOW }, categoryShown: { stock: NOW } });
    expect(pruneMemory({ shown: { old: NOW - 25 * HOUR, fresh: NOW - HOUR }, categoryShown: { stock: NOW - 25 * HOUR } }, NOW)).toEqual({
      shown: { fresh: NOW - HOUR },
      categoryShown: {},
    });
  });
});

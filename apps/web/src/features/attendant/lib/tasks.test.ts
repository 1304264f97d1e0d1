import type { TAttendantTask } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { taskClock, taskState, taskTime, todaysTasks } from './tasks';

// 2025-01-05 in India (UTC+5:30): 8:00 AM is 02:30Z, 9:00 AM 03:30Z, 6:00 PM 12:30Z.
const morning = { id: 'morningReadings', dueAt: '2025-01-05T03:30:00.000Z', done: false, nozzlesRead: 3, nozzlesTotal: 8, windowEndsAt: '2025-01-05T06:30:00.000Z' } as const;
const tasks: TAttendantTask[] = [
  morning,
  { id: 'cashReport', dueAt: '2025-01-05T12:30:00.000Z', done: false },
  { id: 'fuelLevels', dueAt: '2025-01-05T02:30:00.000Z', done: true, stockAlerts: 0 },
];
const at = (iso: string) => new Date(iso);

describe("today's tasks", () => {
  it('print their times as the spec does, and as Hindi says them on a phone in any zone', () => {
    expect([taskTime(8, 0), taskTime(9, 0), taskTime(18, 0), taskTime(0, 5), taskTime(12, 30)]).toEqual(['8:00 AM', '9:00 AM', '6:00 PM', '12:05 AM', '12:30 PM']);
    expect([taskClock(9, 0, 'en-IN'), taskClock(9, 0, 'hi-IN'), taskClock(18, 0, 'hi-IN')]).toEqual(['9:00 AM', 'सुबह 9:00', 'शाम 6:00']);
  });

  it('are due before their time, overdue once it has passed undone, done when the day says so', () => {
    expect(taskState(morning, at('2025-01-05T03:29:59Z'))).toBe('due');
    expect(taskState(morning, at('2025-01-05T03:30:00Z'))).toBe('overdue');
    expect(taskState({ ...morning, done: true, nozzlesRead: 8 }, at('2025-01-05T10:00:00Z'))).toBe('done');
  });

  it('come in the order of the day with their links and states at the time given', () => {
    const lines = todaysTasks(tasks, at('2025-01-05T05:00:00Z')); // 10:30 AM in India
    expect(lines.map((l) => [l.id, l.label, taskTime(l.hour, l.minute), l.to, l.state])).toEqual([
      ['fuelLevels', 'Check Fuel Levels', '8:00 AM', '/attendant/inventory', 'done'],
      ['morningReadings', 'Record Morning Readings', '9:00 AM', '/attendant/readings/new', 'overdue'],
      ['cashReport', 'Submit Cash Report', '6:00 PM', '/attendant/cash-report', 'due'],
    ]);
    expect(lines[1]!.task).toBe(tasks[0]);
    // Past 6:00 PM with no report: overdue too.
    expect(todaysTasks(tasks, at('2025-01-05T13:00:00Z')).map((l) => l.state)).toEqual(['done', 'overdue', 'overdue']);
  });

  it("show only the tasks the day has (none without a station), and the spec's guide with no state when the day is unknown", () => {
    expect(todaysTasks([], at('2025-01-05T05:00:00Z'))).toEqual([]);
    expect(todaysTasks([tasks[1]!, tasks[2]!], at('2025-01-05T05:00:00Z')).map((l) => l.id)).toEqual(['fuelLevels', 'cashReport']);
    const guide = todaysTasks(null, at('2025-01-05T05:00:00Z'));
    expect(guide.map((l) => [l.id, l.state, l.task])).toEqual([
      ['fuelLevels', null, null],
      ['morningReadings', null, null],
      ['cashReport', null, null],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { taskTime, todaysTasks } from './tasks';

describe("today's tasks", () => {
  it('print their times as the spec does', () => {
    expect([taskTime(8, 0), taskTime(9, 0), taskTime(18, 0), taskTime(0, 5), taskTime(12, 30)]).toEqual(['8:00 AM', '9:00 AM', '6:00 PM', '12:05 AM', '12:30 PM']);
  });

  it('are the three tasks of document 3 in the order of the day, with their links', () => {
    expect(todaysTasks()).toEqual([
      { label: 'Check Fuel Levels', time: '8:00 AM', to: '/attendant/inventory' },
      { label: 'Record Morning Readings', time: '9:00 AM', to: '/attendant/readings/new' },
      { label: 'Submit Cash Report', time: '6:00 PM', to: '/attendant/cash-report' },
    ]);
  });
});

import type { TAttendantTask } from '@forecourt/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInHindi } from '@/test/in-hindi';
import { TodaysTasksCard } from './todays-tasks-card';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// 2025-01-05 in India: 8:00 AM is 02:30Z, 9:00 AM 03:30Z, 6:00 PM 12:30Z; the card is looked at at 10:30 AM.
const now = new Date('2025-01-05T05:00:00Z');
const tasks: TAttendantTask[] = [
  { id: 'morningReadings', dueAt: '2025-01-05T03:30:00.000Z', done: false, nozzlesRead: 3, nozzlesTotal: 8, windowEndsAt: '2025-01-05T06:30:00.000Z' },
  { id: 'cashReport', dueAt: '2025-01-05T12:30:00.000Z', done: false },
  { id: 'fuelLevels', dueAt: '2025-01-05T02:30:00.000Z', done: true, stockAlerts: 0 },
];

const inEnglish = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const links = () => within(screen.getByRole('list', { name: 'Today’s Tasks' })).getAllByRole('link');
/** A link's accessible name (the sentence said for it). */
const said = (a: HTMLElement) => within(a).getByTestId('attendant-task-label').textContent;

describe("Today's Tasks card", () => {
  it('shows each task at its time with its state, what is left, an accessible label and its link', () => {
    inEnglish(<TodaysTasksCard tasks={tasks} isPending={false} now={now} />);
    expect(links().map((a) => [said(a), a.getAttribute('href')])).toEqual([
      ['Check Fuel Levels, due by 8:00 AM: Done. No low-stock alerts', '/attendant/inventory'],
      ['Record Morning Readings, due by 9:00 AM: Overdue. 3 of 8 nozzles read', '/attendant/readings/new'],
      ['Submit Cash Report, due by 6:00 PM: Due. Cash Pending', '/attendant/cash-report'],
    ]);
    // That sentence is the link's name; the state is written on screen too, not only coloured.
    expect(screen.getByRole('link', { name: 'Record Morning Readings, due by 9:00 AM: Overdue. 3 of 8 nozzles read' })).toBe(links()[1]);
    expect(links().map((a) => [...a.querySelectorAll(':scope > span[aria-hidden="true"]')].map((x) => x.textContent).join(' '))).toEqual([
      '8:00 AM Check Fuel LevelsDoneNo low-stock alerts',
      '9:00 AM Record Morning ReadingsOverdue3 of 8 nozzles read',
      '6:00 PM Submit Cash ReportDueCash Pending',
    ]);
  });

  it('turns a task done when the day says so: every nozzle read, cash reported, stock alerts acknowledged or waiting', () => {
    const done: TAttendantTask[] = [
      { ...tasks[0]!, done: true, nozzlesRead: 1, nozzlesTotal: 1 } as TAttendantTask,
      { ...tasks[1]!, done: true },
      { id: 'fuelLevels', dueAt: tasks[2]!.dueAt, done: false, stockAlerts: 2 },
    ];
    inEnglish(<TodaysTasksCard tasks={done} isPending={false} now={new Date('2025-01-05T13:00:00Z')} />);
    expect(links().map((a) => said(a))).toEqual([
      'Check Fuel Levels, due by 8:00 AM: Overdue. 2 low-stock alerts to acknowledge',
      'Record Morning Readings, due by 9:00 AM: Done. 1 of 1 nozzle read',
      'Submit Cash Report, due by 6:00 PM: Done. Cash Reported',
    ]);
  });

  it('loads, says when there is no task, and falls back to the guide without states', () => {
    const { rerender } = inEnglish(<TodaysTasksCard tasks={undefined} isPending now={now} />);
    expect(screen.getByRole('status', { name: 'Loading today’s tasks' })).toBeTruthy();
    rerender(
      <MemoryRouter>
        <TodaysTasksCard tasks={[]} isPending={false} now={now} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No tasks for you today.')).toBeTruthy();
    rerender(
      <MemoryRouter>
        <TodaysTasksCard tasks={undefined} isPending={false} now={now} />
      </MemoryRouter>,
    );
    expect(links().map((a) => said(a))).toEqual(['Check Fuel Levels, by 8:00 AM', 'Record Morning Readings, by 9:00 AM', 'Submit Cash Report, by 6:00 PM']);
  });

  it('says it all in Hindi, with Hindi clock times', async () => {
    renderInHindi(<TodaysTasksCard tasks={tasks} isPending={false} now={now} />);
    const list = await screen.findByRole('list', { name: 'आज के काम' });
    expect(within(list).getAllByRole('link').map((a) => said(a))).toEqual([
      'ईंधन का स्तर देखें, सुबह 8:00 तक: हो गया। कम स्टॉक का कोई अलर्ट नहीं',
      'सुबह की रीडिंग दर्ज करें, सुबह 9:00 तक: देर हो गई। 8 में से 3 नोज़ल की रीडिंग हो गई',
      'नकद रिपोर्ट जमा करें, शाम 6:00 तक: बाकी। नकद बाकी',
    ]);
  });
});

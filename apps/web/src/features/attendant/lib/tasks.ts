import { ATTENDANT_TASKS, type TAttendantTask, type TAttendantTaskId } from '@forecourt/shared';

/** A time of day as the task guide prints it (document 3, section 9): 9 → '9:00 AM', 18 → '6:00 PM'. */
export function taskTime(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Hindi's own clock for a time of day ('सुबह 9:00', 'शाम 6:00'), the same on a phone set to any zone (a wall-clock time, not an instant). */
const hindiClock = new Intl.DateTimeFormat('hi-IN-u-nu-latn', { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' });

/** A task's due time in the language shown: the spec's '9:00 AM' in English, Hindi's clock in Hindi. */
export function taskClock(hour: number, minute: number, locale: string): string {
  return locale === 'hi-IN' ? hindiClock.format(new Date(Date.UTC(2000, 0, 1, hour, minute))) : taskTime(hour, minute);
}

/** Done; due (not done, its time not yet come); overdue (not done, past its time). */
export type TTaskState = 'done' | 'due' | 'overdue';

/** One line of Today's Tasks: what the spec says of it (label, time of day, link) and, when the day's state is known, its state. */
export type TTaskLine = {
  id: TAttendantTaskId;
  label: string;
  hour: number;
  minute: number;
  to: string;
  /** Null when the day's state could not be loaded: the guide is shown without states. */
  state: TTaskState | null;
  task: TAttendantTask | null;
};

/** The state of a task at `now`: overdue once its due instant has passed undone (docs/decisions/062). */
export function taskState(task: TAttendantTask, now: Date): TTaskState {
  if (task.done) return 'done';
  return now.getTime() >= Date.parse(task.dueAt) ? 'overdue' : 'due';
}

const byTimeOfDay = (a: { hour: number; minute: number }, b: { hour: number; minute: number }) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute);

/**
 * Today's Tasks in the order of the day (the earliest first). With the day's tasks from the summary: only
 * those the server gave (an attendant without stations has none), each with its state at `now`. Without
 * them (the summary failed to load): the spec's guide, every task, no state.
 */
export function todaysTasks(tasks: TAttendantTask[] | null, now: Date): TTaskLine[] {
  const spec = [...ATTENDANT_TASKS].sort(byTimeOfDay);
  if (!tasks) return spec.map((t) => ({ ...t, state: null, task: null }));
  return spec.flatMap((t) => {
    const task = tasks.find((x) => x.id === t.id);
    return task ? [{ ...t, state: taskState(task, now), task }] : [];
  });
}

import { ATTENDANT_TASKS } from '@forecourt/shared';

/** A time of day as the task guide prints it (document 3, section 9): 9 → '9:00 AM', 18 → '6:00 PM'. */
export function taskTime(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export type TTask = { label: string; time: string; to: string };

/** Today's Tasks in the order of the day (the earliest first). */
export function todaysTasks(): TTask[] {
  return [...ATTENDANT_TASKS]
    .sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute))
    .map((t) => ({ label: t.label, time: taskTime(t.hour, t.minute), to: t.to }));
}

import {
  FEED_RELATED_WINDOW_MS,
  FEED_REPEAT_MS,
  FEED_TOAST_DURATION_MS,
  type TAlertPriority,
  type TFeedCategory,
  type TFeedTask,
} from '@forecourt/shared';

/**
 * The feed's toast rules (document 4), pure so they are tested on their own. Dismissed-for-today and
 * dismissed-for-ever live on the server (the feed leaves those tasks out); what stays on the device is
 * when each task and each category last showed.
 */
export type TToastMemory = {
  /** Task id → when it last showed (ms). */
  shown: Record<string, number>;
  /** Category → when a task of it last showed (ms): a related one within the window is suppressed. */
  categoryShown: Partial<Record<TFeedCategory, number>>;
};

export const EMPTY_MEMORY: TToastMemory = { shown: {}, categoryShown: {} };

export type TFeedToast = {
  /** category|priority: one toast per group. */
  key: string;
  taskIds: string[];
  priority: TAlertPriority;
  title: string;
  message: string;
  /** The single task's keyed texts, to say it in the language shown (a merged toast is worded by the app). */
  titleText: TFeedTask['titleText'];
  messageText: TFeedTask['messageText'];
  route: string;
  durationMs: number;
};

export const toastDuration = (priority: TAlertPriority) => FEED_TOAST_DURATION_MS[priority];
export const repeatAfter = (priority: TAlertPriority) => (priority === 'urgent' ? FEED_REPEAT_MS.urgent : FEED_REPEAT_MS.other);

/** A task may show when it never has, or its repeat interval (urgent 1 h, others 24 h) has passed. */
export function mayShowAgain(task: Pick<TFeedTask, 'id' | 'priority'>, memory: TToastMemory, now: number): boolean {
  const last = memory.shown[task.id];
  return last === undefined || now - last >= repeatAfter(task.priority);
}

/** A related task (same category) showed within the last hour. */
export function suppressedByRelated(category: TFeedCategory, memory: TToastMemory, now: number): boolean {
  const last = memory.categoryShown[category];
  return last !== undefined && now - last < FEED_RELATED_WINDOW_MS;
}

const CATEGORY_NOUN: Record<TFeedCategory, string> = {
  reading_entry: 'reading',
  reconciliation: 'reconciliation',
  approval: 'approval',
  stock: 'stock',
  credit: 'credit',
  pricing: 'pricing',
  other: 'other',
};

/** Several tasks of the same category and priority merge into one toast (the first task leads it). */
export function mergeGroup(tasks: TFeedTask[]): TFeedToast {
  const [first] = tasks;
  if (!first) throw new Error('mergeGroup: no tasks');
  const key = `${first.category}|${first.priority}`;
  if (tasks.length === 1) {
    return {
      key,
      taskIds: [first.id],
      priority: first.priority,
      title: first.title,
      message: first.message,
      titleText: first.titleText,
      messageText: first.messageText,
      route: first.route,
      durationMs: toastDuration(first.priority),
    };
  }
  const others = tasks.length - 1;
  return {
    key,
    taskIds: tasks.map((t) => t.id),
    priority: first.priority,
    title: `${tasks.length} ${CATEGORY_NOUN[first.category]} tasks need attention`,
    message: `${first.title} and ${others} more.`,
    titleText: null,
    messageText: null,
    route: first.route,
    durationMs: toastDuration(first.priority),
  };
}

const RANK: Record<TAlertPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/**
 * Which toasts to show now and the memory after showing them: tasks that may show again, less those
 * whose category showed within the hour, grouped by category and priority (urgent first).
 */
export function planToasts(tasks: TFeedTask[], memory: TToastMemory, now: number): { toasts: TFeedToast[]; memory: TToastMemory } {
  const groups = new Map<string, TFeedTask[]>();
  for (const task of tasks) {
    if (!mayShowAgain(task, memory, now) || suppressedByRelated(task.category, memory, now)) continue;
    const key = `${task.category}|${task.priority}`;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  const toasts = [...groups.values()].map(mergeGroup).sort((a, b) => RANK[a.priority] - RANK[b.priority]);
  if (!toasts.length) return { toasts, memory };
  const next: TToastMemory = { shown: { ...memory.shown }, categoryShown: { ...memory.categoryShown } };
  for (const group of groups.values()) {
    for (const task of group) {
      next.shown[task.id] = now;
      next.categoryShown[task.category] = now;
    }
  }
  return { toasts, memory: next };
}

/** Reads a stored memory, refusing anything malformed (an old or foreign store starts afresh). */
export function parseMemory(raw: string | null): TToastMemory {
  if (!raw) return EMPTY_MEMORY;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return EMPTY_MEMORY;
    const { shown, categoryShown } = value as Record<string, unknown>;
    const numbers = (o: unknown) =>
      typeof o === 'object' && o !== null && Object.values(o).every((v) => typeof v === 'number' && Number.isFinite(v));
    if (!numbers(shown) || !numbers(categoryShown)) return EMPTY_MEMORY;
    return { shown: shown as TToastMemory['shown'], categoryShown: categoryShown as TToastMemory['categoryShown'] };
  } catch {
    return EMPTY_MEMORY;
  }
}

/** Drops entries older than the longest repeat interval, so the store does not grow for ever. */
export function pruneMemory(memory: TToastMemory, now: number): TToastMemory {
  const keep = (o: Record<string, number | undefined>) =>
    Object.fromEntries(Object.entries(o).filter(([, at]) => at !== undefined && now - at < FEED_REPEAT_MS.other));
  return { shown: keep(memory.shown) as TToastMemory['shown'], categoryShown: keep(memory.categoryShown) as TToastMemory['categoryShown'] };
}

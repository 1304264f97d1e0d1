import { z } from 'zod';

/** The onboarding steps in order (document 1, section 4); the reading is optional. */
export const ONBOARDING_STEPS = ['station', 'pump', 'nozzle', 'fuelPrice', 'reading'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Next-step text and route while a required step is open, verbatim from document 1, section 4. */
export const NEXT_STEPS = {
  station: { text: 'Create your first station', route: '/dashboard/stations/new' },
  pump: { text: 'Add fuel pumps to your station', route: '/dashboard/pumps/new' },
  nozzle: { text: 'Configure nozzles for your pumps', route: '/dashboard/nozzles/new' },
  fuelPrice: { text: 'Set fuel prices', route: '/dashboard/fuel-prices' },
  complete: { text: 'Setup complete!', route: '/dashboard' },
} as const;
/** Where the optional first reading is recorded. */
export const FIRST_READING_ROUTE = '/dashboard/readings/new';

/** GET /setup-status (document 1, section 3: setup status and the derived onboarding status). */
export const ZSetupStatus = z.object({
  hasStation: z.boolean(),
  hasPump: z.boolean(),
  hasNozzle: z.boolean(),
  hasFuelPrice: z.boolean(),
  /** A recorded (not voided) reading exists: the optional fifth step. */
  hasReading: z.boolean(),
  completed: z.boolean(),
  /** 0–100: true flags among station, pump, nozzle, fuel price, out of 4. */
  progress: z.number(),
  /** The same figure under the onboarding-status name. */
  completionPercentage: z.number(),
  nextStep: z.string(),
  nextStepRoute: z.string(),
  needsGuidance: z.boolean(),
});
export type TSetupStatus = z.infer<typeof ZSetupStatus>;

export type TSetupFlags = Pick<TSetupStatus, 'hasStation' | 'hasPump' | 'hasNozzle' | 'hasFuelPrice' | 'hasReading'>;

/** The derived onboarding status: percentage out of the four required flags, then the first open step's text and route. */
export function setupStatusFrom(flags: TSetupFlags): TSetupStatus {
  const required = [flags.hasStation, flags.hasPump, flags.hasNozzle, flags.hasFuelPrice];
  const done = required.filter(Boolean).length;
  const completed = done === required.length;
  const next = !flags.hasStation
    ? NEXT_STEPS.station
    : !flags.hasPump
      ? NEXT_STEPS.pump
      : !flags.hasNozzle
        ? NEXT_STEPS.nozzle
        : !flags.hasFuelPrice
          ? NEXT_STEPS.fuelPrice
          : NEXT_STEPS.complete;
  const percentage = Math.round((done / required.length) * 100);
  return {
    ...flags,
    completed,
    progress: percentage,
    completionPercentage: percentage,
    nextStep: next.text,
    nextStepRoute: next.route,
    needsGuidance: !completed,
  };
}

/** Steps that POST /onboarding/setup-guide/{step}/complete may mark as seen (the data decides "done"). */
export const ZOnboardingStepParam = z.object({ step: z.enum(ONBOARDING_STEPS) });

/** GET /onboarding/setup-guide: one step (document 1, section 3). */
export const ZSetupGuideStep = z.object({
  step: z.enum(ONBOARDING_STEPS),
  title: z.string(),
  description: z.string(),
  route: z.string(),
  /** Done in the data (a station exists, …). */
  completed: z.boolean(),
  /** The user has marked the step as seen (only the optional reading can be done this way). */
  acknowledged: z.boolean(),
  required: z.boolean(),
  /** Minutes, a guide for the user. */
  estimatedTime: z.number().int(),
  prerequisites: z.array(z.enum(ONBOARDING_STEPS)),
  /** A prerequisite is not completed yet. */
  locked: z.boolean(),
});
export type TSetupGuideStep = z.infer<typeof ZSetupGuideStep>;

export const ZSetupGuide = z.object({
  steps: z.array(ZSetupGuideStep),
  /** When this user chose Skip Setup (null: not skipped, or reset since). */
  skippedAt: z.string().nullable(),
  completionPercentage: z.number(),
  nextStep: z.string(),
  nextStepRoute: z.string(),
});
export type TSetupGuide = z.infer<typeof ZSetupGuide>;

/** The guide's text per step; prerequisites as document 1, section 4 gives them. */
export const SETUP_GUIDE_STEPS: Record<
  TOnboardingStep,
  { title: string; description: string; route: string; required: boolean; estimatedTime: number; prerequisites: TOnboardingStep[] }
> = {
  station: {
    title: 'Create your first station',
    description: 'Name and address of a fuel station.',
    route: NEXT_STEPS.station.route,
    required: true,
    estimatedTime: 2,
    prerequisites: [],
  },
  pump: {
    title: 'Add fuel pumps to your station',
    description: 'A pump with its serial number and how many nozzles it has.',
    route: NEXT_STEPS.pump.route,
    required: true,
    estimatedTime: 3,
    prerequisites: ['station'],
  },
  nozzle: {
    title: 'Configure nozzles for your pumps',
    description: 'Each nozzle with its fuel type and opening meter reading.',
    route: NEXT_STEPS.nozzle.route,
    required: true,
    estimatedTime: 5,
    prerequisites: ['station', 'pump'],
  },
  fuelPrice: {
    title: 'Set fuel prices',
    description: 'The price per litre of each fuel at each station.',
    route: NEXT_STEPS.fuelPrice.route,
    required: true,
    estimatedTime: 2,
    prerequisites: ['nozzle'],
  },
  reading: {
    title: 'Record your first reading',
    description: 'A nozzle meter reading: the day’s sales are worked out from it.',
    route: FIRST_READING_ROUTE,
    required: false,
    estimatedTime: 1,
    prerequisites: ['fuelPrice'],
  },
};

/** Notification preferences (document 1, section 3), per user. */
export const ZOnboardingPreferences = z.object({
  dailyReminders: z.boolean(),
  setupGuidance: z.boolean(),
  readingAlerts: z.boolean(),
  reconciliationReminders: z.boolean(),
});
export type TOnboardingPreferences = z.infer<typeof ZOnboardingPreferences>;
/** PUT /onboarding/preferences: any subset; the rest is kept. */
export const ZOnboardingPreferencesUpdate = ZOnboardingPreferences.partial().refine((v) => Object.keys(v).length > 0, {
  message: 'Give at least one preference',
});
export const DEFAULT_ONBOARDING_PREFERENCES: TOnboardingPreferences = {
  dailyReminders: true,
  setupGuidance: true,
  readingAlerts: true,
  reconciliationReminders: true,
};

/** Reminder kinds raised by the daily reminders job from real gaps. */
export const REMINDER_KINDS = ['price_missing', 'no_reading_today', 'cash_report_pending', 'day_unreconciled'] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_PRIORITIES = ['high', 'medium', 'low'] as const;

/** Which preference silences which reminder kind for a user. */
export const REMINDER_PREFERENCE: Record<TReminderKind, keyof TOnboardingPreferences> = {
  price_missing: 'setupGuidance',
  no_reading_today: 'readingAlerts',
  cash_report_pending: 'dailyReminders',
  day_unreconciled: 'reconciliationReminders',
};

/** GET /onboarding/reminders: one open reminder. */
export const ZReminder = z.object({
  id: z.string(),
  kind: z.enum(REMINDER_KINDS),
  priority: z.enum(REMINDER_PRIORITIES),
  title: z.string(),
  message: z.string(),
  /** Where the gap is closed. */
  route: z.string(),
  stationId: z.string().nullable(),
  /** The business day it was raised for (YYYY-MM-DD, the tenant's zone). */
  businessDay: z.string(),
  createdAt: z.string(),
});
export type TReminder = z.infer<typeof ZReminder>;
export const ZReminderIdParam = z.object({ id: z.string().uuid('Invalid id') });

export const REMINDER_MSG = { completed: 'Reminder completed!', failed: 'Failed to complete reminder' } as const;

/** POST /onboarding/track: one usage event, sizes bounded. */
export const TRACK_ACTION_MAX = 64;
export const TRACK_CONTEXT_MAX_KEYS = 10;
export const TRACK_CONTEXT_VALUE_MAX = 200;
export const ZTrackEvent = z.object({
  action: z
    .string()
    .trim()
    .min(1, 'Action is required')
    .max(TRACK_ACTION_MAX, `Action is at most ${TRACK_ACTION_MAX} characters`)
    .regex(/^[a-z0-9_.:-]+$/i, 'Action may hold letters, digits and . _ : -'),
  context: z
    .record(z.string().max(40), z.union([z.string().max(TRACK_CONTEXT_VALUE_MAX), z.number(), z.boolean(), z.null()]))
    .refine((v) => Object.keys(v).length <= TRACK_CONTEXT_MAX_KEYS, { message: `Context holds at most ${TRACK_CONTEXT_MAX_KEYS} keys` })
    .default({}),
  timestamp: z.iso.datetime({ offset: true }),
});
export type TTrackEvent = z.infer<typeof ZTrackEvent>;

/** GET /onboarding/help?route= */
export const ZHelpQuery = z.object({ route: z.string().trim().min(1, 'Route is required').max(200) });
export const ZHelpTopic = z.object({
  /** The route pattern the help is for. */
  route: z.string(),
  title: z.string(),
  summary: z.string(),
  tips: z.array(z.string()),
  links: z.array(z.object({ label: z.string(), to: z.string() })),
});
export type THelpTopic = z.infer<typeof ZHelpTopic>;

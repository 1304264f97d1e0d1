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

import { SETUP_GUIDE_STEPS, type TOnboardingStep, type TSetupStatus } from '@forecourt/shared';

export type TStepState = 'done' | 'next' | 'locked';
export type TSetupStep = { key: TOnboardingStep; title: string; description: string; to: string; required: boolean; state: TStepState };

const FLAG: Record<TOnboardingStep, keyof TSetupStatus> = {
  station: 'hasStation',
  pump: 'hasPump',
  nozzle: 'hasNozzle',
  fuelPrice: 'hasFuelPrice',
  reading: 'hasReading',
};

/** The create pages opened from the checklist (`?setup=true`) come back to /setup after saving. */
const SETUP_VARIANT: Partial<Record<TOnboardingStep, string>> = {
  station: '/dashboard/stations/new?setup=true',
  pump: '/dashboard/pumps/new?setup=true',
  nozzle: '/dashboard/nozzles/new?setup=true',
};

/**
 * The onboarding order (document 1, section 4): station, pumps, nozzles, fuel prices, then the optional
 * first reading. A step is done when its flag is true and every step before it is done; the first step
 * not done is next; the steps after it stay locked.
 */
export function setupSteps(status: TSetupStatus): TSetupStep[] {
  let blocked = false;
  return (Object.keys(FLAG) as TOnboardingStep[]).map((key) => {
    const def = SETUP_GUIDE_STEPS[key];
    const step = { key, title: def.title, description: def.description, to: SETUP_VARIANT[key] ?? def.route, required: def.required };
    if (status[FLAG[key]] === true && !blocked) return { ...step, state: 'done' };
    const state: TStepState = blocked ? 'locked' : 'next';
    blocked = true;
    return { ...step, state };
  });
}

/** The step badge: progress divided by 25 (document 1), i.e. required steps done out of 4. */
export function stepBadge(progress: number): string {
  return `${Math.floor(progress / 25)}/4`;
}

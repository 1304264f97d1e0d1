import type { TSetupStatus } from '@forecourt/shared';

export type TStepState = 'done' | 'next' | 'locked';
export type TSetupStep = { key: 'station' | 'pump' | 'nozzle' | 'fuelPrice'; title: string; description: string; to: string; state: TStepState };

/** Onboarding order and next-step texts (document 1, section 4); the create pages return to /setup. */
const STEPS: Array<Omit<TSetupStep, 'state'> & { flag: keyof TSetupStatus }> = [
  { key: 'station', flag: 'hasStation', title: 'Create your first station', description: 'Name and address of a fuel station.', to: '/dashboard/stations/new?setup=true' },
  { key: 'pump', flag: 'hasPump', title: 'Add fuel pumps to your station', description: 'A pump with its serial number and how many nozzles it has.', to: '/dashboard/pumps/new?setup=true' },
  { key: 'nozzle', flag: 'hasNozzle', title: 'Configure nozzles for your pumps', description: 'Each nozzle with its fuel type and opening meter reading.', to: '/dashboard/nozzles/new?setup=true' },
  { key: 'fuelPrice', flag: 'hasFuelPrice', title: 'Set fuel prices', description: 'The price per litre of each fuel at each station.', to: '/dashboard/fuel-prices' },
];

/** Each step is done when its flag is true; the first step not done is next; the steps after it stay locked. */
export function setupSteps(status: TSetupStatus): TSetupStep[] {
  let blocked = false;
  return STEPS.map(({ flag, ...step }) => {
    if (status[flag] === true && !blocked) return { ...step, state: 'done' };
    const state: TStepState = blocked ? 'locked' : 'next';
    blocked = true;
    return { ...step, state };
  });
}

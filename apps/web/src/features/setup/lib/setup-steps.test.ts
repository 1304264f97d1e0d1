import type { TSetupStatus } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { setupSteps } from './setup-steps';

const status = (flags: Partial<TSetupStatus>): TSetupStatus => ({
  hasStation: false,
  hasPump: false,
  hasNozzle: false,
  hasFuelPrice: false,
  hasReading: false,
  completed: false,
  progress: 0,
  completionPercentage: 0,
  nextStep: 'Create your first station',
  nextStepRoute: '/dashboard/stations/new',
  needsGuidance: true,
  ...flags,
});

describe('setup steps', () => {
  it('makes the first step next and locks the rest on a new business', () => {
    expect(setupSteps(status({})).map((s) => s.state)).toEqual(['next', 'locked', 'locked', 'locked']);
  });

  it('marks done steps and the first open one as next', () => {
    expect(setupSteps(status({ hasStation: true, hasPump: true, hasNozzle: true })).map((s) => s.state)).toEqual(['done', 'done', 'done', 'next']);
  });

  it('keeps a step locked while an earlier one is open, whatever its flag', () => {
    expect(setupSteps(status({ hasStation: false, hasPump: true })).map((s) => s.state)).toEqual(['next', 'locked', 'locked', 'locked']);
  });

  it('links the pump step to the setup variant of pump create', () => {
    expect(setupSteps(status({})).find((s) => s.key === 'pump')?.to).toBe('/dashboard/pumps/new?setup=true');
  });
});

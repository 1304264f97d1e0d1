import { setupStatusFrom, type TSetupFlags } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { setupSteps, stepBadge } from './setup-steps';

const status = (flags: Partial<TSetupFlags>) =>
  setupStatusFrom({ hasStation: false, hasPump: false, hasNozzle: false, hasFuelPrice: false, hasReading: false, ...flags });

describe('setup steps', () => {
  it('makes the first step next and locks the rest on a new business', () => {
    expect(setupSteps(status({})).map((s) => s.state)).toEqual(['next', 'locked', 'locked', 'locked', 'locked']);
  });

  it('marks done steps and the first open one as next, the optional reading last', () => {
    const steps = setupSteps(status({ hasStation: true, hasPump: true, hasNozzle: true }));
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'next', 'locked']);
    expect(steps.map((s) => s.required)).toEqual([true, true, true, true, false]);
    expect(setupSteps(status({ hasStation: true, hasPump: true, hasNozzle: true, hasFuelPrice: true })).at(-1)).toMatchObject({
      key: 'reading',
      state: 'next',
      to: '/dashboard/readings/new',
    });
  });

  it('keeps a step locked while an earlier one is open, whatever its flag', () => {
    expect(setupSteps(status({ hasStation: false, hasPump: true, hasReading: true })).map((s) => s.state)).toEqual([
      'next',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
  });

  it('links the create steps to their setup variants and prices to the prices page', () => {
    expect(setupSteps(status({})).map((s) => s.to)).toEqual([
      '/dashboard/stations/new?setup=true',
      '/dashboard/pumps/new?setup=true',
      '/dashboard/nozzles/new?setup=true',
      '/dashboard/fuel-prices',
      '/dashboard/readings/new',
    ]);
  });

  it('shows the step badge as progress divided by 25, and the next step texts verbatim', () => {
    expect([0, 25, 50, 75, 100].map(stepBadge)).toEqual(['0/4', '1/4', '2/4', '3/4', '4/4']);
    expect(status({ hasStation: true })).toMatchObject({ nextStep: 'Add fuel pumps to your station', nextStepRoute: '/dashboard/pumps/new' });
    expect(status({ hasStation: true, hasPump: true, hasNozzle: true, hasFuelPrice: true })).toMatchObject({
      nextStep: 'Setup complete!',
      nextStepRoute: '/dashboard',
      completed: true,
    });
  });
});

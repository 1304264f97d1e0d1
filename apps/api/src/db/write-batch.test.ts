import { describe, expect, it } from 'vitest';
import { PEAK_WINDOW_MS, PipelineGate } from './write-batch';

/** docs/decisions/045: when a batch goes out behind the one still running. */
describe('PipelineGate', () => {
  const gate = () => {
    let now = 1_000;
    const g = new PipelineGate(() => now);
    return { g, at: (ms: number) => (now = ms) };
  };

  it('with nothing seen outstanding, one waiting write is enough', () => {
    expect(gate().g.threshold()).toBe(1);
  });

  it('waits for half of the most writes outstanding at once, rounded up', () => {
    const { g } = gate();
    g.note(2);
    expect(g.threshold()).toBe(1);
    g.note(10);
    expect(g.threshold()).toBe(5);
    g.note(3); // fewer outstanding now: the peak of the window still holds
    expect(g.threshold()).toBe(5);
    g.note(9);
    expect(g.threshold()).toBe(5);
    g.note(11);
    expect(g.threshold()).toBe(6);
  });

  it('remembers a peak for the window after its own, then forgets it', () => {
    const { g, at } = gate();
    g.note(10);
    at(1_000 + PEAK_WINDOW_MS);
    g.note(2);
    expect(g.threshold()).toBe(5);
    at(1_000 + 2 * PEAK_WINDOW_MS);
    g.note(2);
    expect(g.threshold()).toBe(1);
  });

  it('forgets a peak at once after a quiet gap longer than two windows', () => {
    const { g, at } = gate();
    g.note(10);
    at(1_000 + 5 * PEAK_WINDOW_MS);
    g.note(4);
    expect(g.threshold()).toBe(2);
  });

  it('never asks for more than a full batch (64)', () => {
    const { g } = gate();
    g.note(500);
    expect(g.threshold()).toBe(64);
  });
});

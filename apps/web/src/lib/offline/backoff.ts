/**
 * When a send that ended without the server's verdict is tried again (docs/decisions/029): exponential
 * back-off from 2 s, doubling per failed attempt, capped at 5 minutes, with "equal jitter" — half the
 * delay fixed, half random — so phones that lost the network together do not all come back in the
 * same second, and none waits less than half its step.
 */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/** The delay after the `attempts`-th failed send (1 = the first failure). `random` returns [0, 1). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

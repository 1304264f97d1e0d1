import { afterAll } from 'vitest';

/**
 * Preact runs a component's effects after the next frame, with a 35 ms timer as the fallback
 * (preact/hooks `afterNextFrame`). A timer still pending when a test file ends fires after jsdom has been
 * torn down and calls a `cancelAnimationFrame` that no longer exists: an unhandled error that fails the
 * whole run (seen in a CI run under load, after inventory-update-form.test.tsx). The file's last step
 * lets the pending ones fire first.
 */
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

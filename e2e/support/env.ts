import { inject } from 'vitest';

/** The running server's base URL (from global-setup.ts), e.g. http://127.0.0.1:41234. */
export const baseURL: string = inject('baseURL');

/** False when Chromium is missing outside CI: use with describe.skipIf(!browserAvailable). */
export const browserAvailable: boolean = inject('browserAvailable');

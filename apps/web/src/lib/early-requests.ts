import { API_BASE, HOME_BY_ROLE, STORAGE_KEYS, type TRole } from '@forecourt/shared';

/**
 * The start-up data of a signed-in phone, asked for before the app's code has arrived (docs/decisions/034).
 *
 * - **Asked early**: /early-requests.js, a plain script the page loads ahead of the app's code, sends the
 *   session check (`GET /auth/profile`, which the app makes at every start) and, when the page being opened
 *   is the user's home, the GETs the home made the last time it was opened — and leaves the answers in
 *   `window.__fcEarly`.
 * - **Recorded**: those GETs are the ones the API client sees answered in the first `START_WINDOW_MS` of
 *   the first time the home is shown in a run of the app (after a sign-in or at a start on it): their URLs
 *   only, for the user, `forecourt.early` = { userId, home, urls }, replaced by each run's. Cleared at sign-out.
 * - **Taken once**: the API client uses an answer instead of fetching when it asks for the same URL with
 *   the same token within `MAX_AGE_MS`, and only a successful one; anything else it fetches as usual.
 */

/** An early answer, with when it was asked and answered (epoch ms: the server's clock is read from it). */
export type TEarlyAnswer = { response: Response; sentAt: number; receivedAt: number };
/** The early answers /early-requests.js leaves for the app. */
type TEarly = { token: string; at: number; responses: Record<string, Promise<TEarlyAnswer | null> | undefined> };

declare global {
  interface Window {
    __fcEarly?: TEarly;
  }
}

/** What the app keeps for /early-requests.js. */
export type TEarlyRecord = { userId: string; home: string; urls: string[] };

/** The session check the app makes at every start, always asked early (GET auth/profile). */
export const SESSION_CHECK_URL = `${API_BASE}/auth/profile`;
/** How long after the home is first shown its GETs count as its start-up data. */
export const START_WINDOW_MS = 5000;
/** An early answer older than this is not used (the app asks again). */
export const MAX_AGE_MS = 15_000;
/** At most this many URLs are kept (the script asks for at most 8 besides the session check). */
export const MAX_URLS = 8;

/** The paths that open a role's home: the home itself, the root and the home's first segment (`/attendant`). */
export function homeEntryPaths(home: string): string[] {
  return [home, '/', `/${home.split('/')[1] ?? ''}`];
}

/** The early answer to GET `url` with `token`, taken once; undefined when there is none to use. */
export function takeEarlyResponse(url: string, token: string | null): Promise<TEarlyAnswer | null> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__fcEarly;
  if (!early || !token || early.token !== token || performance.now() - early.at > MAX_AGE_MS) return undefined;
  const response = early.responses[url];
  if (response) delete early.responses[url];
  return response;
}

type TWindow = { startedAt: number; userId: string; home: string; urls: string[] };
/** This run's recording, from the first time the home was shown (one a run of the app). */
let recording: TWindow | undefined;

/**
 * Notes a GET the server answered for the signed-in user (`url` with its query): while the first window
 * on the home is open, it joins the home's start-up data, stored at once (a page closed a second after it
 * opened still leaves what it asked for).
 */
export function noteStartRequest(url: string, user: { id: string; role: TRole } | undefined): void {
  if (!user || user.role === 'superadmin') return;
  if (recording === undefined) {
    const home = HOME_BY_ROLE[user.role];
    if (!homeEntryPaths(home).includes(location.pathname)) return;
    recording = { startedAt: performance.now(), userId: user.id, home, urls: [] };
  }
  if (recording.userId !== user.id || performance.now() - recording.startedAt > START_WINDOW_MS) return;
  if (url === SESSION_CHECK_URL || recording.urls.includes(url) || recording.urls.length >= MAX_URLS) return;
  recording.urls.push(url);
  try {
    const record: TEarlyRecord = { userId: recording.userId, home: recording.home, urls: recording.urls };
    localStorage.setItem(STORAGE_KEYS.early, JSON.stringify(record));
  } catch {
    // Storage full or unavailable: only the session check is asked early next time.
  }
}

/** For tests: a new run of the app (nothing recorded yet). */
export function restartEarlyRequestsForTest(): void {
  recording = undefined;
}

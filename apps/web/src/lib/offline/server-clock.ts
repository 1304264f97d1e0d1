import { get, set } from 'idb-keyval';
import { metaDb } from './idb-stores';

/**
 * The server's clock as the phone knows it (docs/decisions/029). Every answer of the API carries a Date
 * header; the offset between it and the phone's clock at the middle of the exchange is kept (memory and
 * IndexedDB), and the time an entry is taken is the phone's clock plus that offset — so a phone whose
 * clock runs ten minutes fast still dates its offline readings by the server's clock.
 */

/** A sample is kept only when its round trip was short enough to say something about the clocks. */
const MAX_ROUND_TRIP_MS = 10_000;
const CLOCK_KEY = 'server-clock';

/**
 * The server's clock minus the phone's (ms) from one exchange, or null when the header is missing or
 * the round trip too long. An HTTP date has whole seconds (the server truncates), so the server read
 * its clock somewhere in [D, D + 1 s): the middle of that second is the estimate.
 */
export function offsetFromDate(dateHeader: string | null, sentAt: number, receivedAt: number): number | null {
  if (!dateHeader) return null;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server) || receivedAt < sentAt || receivedAt - sentAt > MAX_ROUND_TRIP_MS) return null;
  return Math.round(server + 500 - (sentAt + receivedAt) / 2);
}

let offsetMs = 0;
let loaded: Promise<void> | null = null;

/** Reads the offset kept by an earlier visit (once); the phone's own clock until one is known. */
export function loadServerClock(): Promise<void> {
  loaded ??= (async () => {
    try {
      const stored = await get<number>(CLOCK_KEY, metaDb());
      if (typeof stored === 'number' && Number.isFinite(stored)) offsetMs = stored;
    } catch {
      // No IndexedDB: the offset is learned again from the next answer.
    }
  })();
  return loaded;
}

/** Learns the offset from an answer (the Date header of a same-origin response is readable). */
export function learnServerClock(response: Response, sentAt: number, receivedAt: number = Date.now()): void {
  learnServerClockFrom(response.headers.get('date'), sentAt, receivedAt);
}

/** Learns the offset from an answer's Date header and when it was asked and answered (epoch ms). */
export function learnServerClockFrom(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  const sample = offsetFromDate(dateHeader, sentAt, receivedAt);
  if (sample === null) return;
  offsetMs = sample;
  void (async () => set(CLOCK_KEY, sample, metaDb()))().catch(() => {});
}

/** The server's time now, as best the phone knows it (epoch ms). */
export function serverNow(phoneNow: number = Date.now()): number {
  return phoneNow + offsetMs;
}

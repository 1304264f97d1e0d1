import { useRef } from 'react';

/**
 * The client id of a write the phone may send again (a replay: same id and same body, stored once;
 * docs/decisions/013 and 029): a random version 4 UUID. The one place the web app makes one
 * (docs/decisions/059). `crypto.randomUUID` exists only in a secure context (https or localhost); a
 * station's tablet may open the app over plain http on the local network, where it is undefined, so the
 * id is then built from `crypto.getRandomValues`, which every page has.
 */
export function clientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40; // version 4
  b[8] = (b[8]! & 0x3f) | 0x80; // variant 10xx
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A form's client id for what it submits: the same id while the body stays the same, so a submission sent
 * again after a lost answer is recognised and stored once; a new id once the body changes.
 */
export function useReplayId(): (body: unknown) => string {
  const last = useRef<{ key: string; id: string } | null>(null);
  return (body) => {
    const key = JSON.stringify(body);
    if (last.current?.key !== key) last.current = { key, id: clientId() };
    return last.current.id;
  };
}

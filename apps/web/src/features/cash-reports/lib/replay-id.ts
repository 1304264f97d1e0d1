import { useRef } from 'react';

/** A random (version 4) UUID from the browser's generator; crypto.randomUUID needs a secure context, this does not. */
export function newUuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The client id of a submission (DESIGN §3 replays): the same id while the body stays the same, so a
 * submission sent again after a lost answer is recognised and stored once; a new id once the body changes.
 */
export function useReplayId(): (body: unknown) => string {
  const last = useRef<{ key: string; id: string } | null>(null);
  return (body) => {
    const key = JSON.stringify(body);
    if (last.current?.key !== key) last.current = { key, id: newUuid() };
    return last.current.id;
  };
}

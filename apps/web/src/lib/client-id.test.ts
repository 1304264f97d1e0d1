import { ZUuid } from '@forecourt/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientId, useReplayId } from './client-id';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A page over plain http (not a secure context): the browser defines no crypto.randomUUID there. */
function withoutRandomUUID(run: () => void) {
  const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    run();
  } finally {
    if (own) Object.defineProperty(crypto, 'randomUUID', own);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('clientId', () => {
  it('is a UUID the API accepts, different every time', () => {
    const ids = [clientId(), clientId()];
    expect(ids.every((id) => ZUuid.safeParse(id).success)).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('uses crypto.randomUUID where the page has it', () => {
    const spy = vi.spyOn(crypto, 'randomUUID').mockReturnValue('0b5e3a4c-1d2f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(clientId()).toBe('0b5e3a4c-1d2f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(spy).toHaveBeenCalledOnce();
  });

  it('is built from getRandomValues where randomUUID is missing (a page over plain http)', () => {
    withoutRandomUUID(() => {
      expect(crypto.randomUUID).toBeUndefined();
      const ids = Array.from({ length: 50 }, () => clientId());
      for (const id of ids) expect(id).toMatch(V4);
      expect(ids.every((id) => ZUuid.safeParse(id).success)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  it('sets the version and variant bits of the random bytes and writes them in order', () => {
    withoutRandomUUID(() => {
      vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        bytes.set(Array.from({ length: 16 }, (_, i) => (i === 6 || i === 8 ? 0xff : i)));
        return array;
      });
      // Byte 6: 0xff -> 0x4f (version 4); byte 8: 0xff -> 0xbf (variant 10xx).
      expect(clientId()).toBe('00010203-0405-4f07-bf09-0a0b0c0d0e0f');
    });
  });
});

describe('useReplayId', () => {
  it('keeps the id while the body stays the same and makes a new one when it changes', () => {
    const { result, rerender } = renderHook(() => useReplayId());
    const first = result.current({ amount: '100' });
    expect(first).toMatch(V4);
    rerender();
    expect(result.current({ amount: '100' })).toBe(first);
    const changed = result.current({ amount: '120' });
    expect(changed).toMatch(V4);
    expect(changed).not.toBe(first);
    expect(result.current({ amount: '100' })).not.toBe(first);
  });
});

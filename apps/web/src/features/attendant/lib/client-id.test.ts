import { ZUuid } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { clientId } from './client-id';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('clientId', () => {
  it('is a UUID the API accepts, different every time', () => {
    const ids = [clientId(), clientId()];
    expect(ids.every((id) => ZUuid.safeParse(id).success)).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('is built from getRandomValues where randomUUID is missing (a page over plain http)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = [clientId(), clientId()];
      for (const id of ids) expect(id).toMatch(V4);
      expect(ids.every((id) => ZUuid.safeParse(id).success)).toBe(true);
      expect(ids[0]).not.toBe(ids[1]);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});

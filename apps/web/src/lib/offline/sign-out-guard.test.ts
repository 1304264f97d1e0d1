import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { TEntryDraft } from './offline-entry';
import { markRefused, newEntry } from './queue-transitions';
import { queueStore } from './queue-store';
import { confirmSignOut, setSignOutQuestion, signOutWarning } from './sign-out-guard';

const draft = (id: string): TEntryDraft => ({ id, kind: 'reading', body: { id }, takenAt: '2026-03-01T10:00:00.000Z', stationId: 's1', summary: id });
const owner = { userId: 'u1', tenantId: 't1' };

afterEach(async () => {
  for (const entry of await queueStore.list()) await queueStore.remove(entry.id);
});

describe('signing out with entries waiting', () => {
  it('goes ahead without asking when nothing of the user waits (refused ones and other users’ do not count)', async () => {
    await queueStore.put(markRefused(newEntry(draft('a'), owner, 0), { status: 422, code: 'X', message: 'm' }));
    await queueStore.put(newEntry(draft('b'), { userId: 'u2', tenantId: 't1' }, 0));
    const asked: number[] = [];
    const off = setSignOutQuestion(async (n) => {
      asked.push(n);
      return false;
    });
    expect(await confirmSignOut('u1')).toBe(true);
    expect(asked).toEqual([]);
    off();
  });

  it('asks with the count, and signs out only when the user says so', async () => {
    await queueStore.put(newEntry(draft('a'), owner, 0));
    await queueStore.put(newEntry(draft('b'), owner, 0));
    const asked: number[] = [];
    let answer = false;
    const off = setSignOutQuestion(async (n) => {
      asked.push(n);
      return answer;
    });
    expect(await confirmSignOut('u1')).toBe(false);
    answer = true;
    expect(await confirmSignOut('u1')).toBe(true);
    expect(asked).toEqual([2, 2]);
    off();
    expect(signOutWarning(2)).toBe('2 entries are still waiting to sync. They stay on this phone and are sent the next time you sign in here.');
    expect(signOutWarning(1)).toMatch(/^1 entry is still waiting/);
  });
});

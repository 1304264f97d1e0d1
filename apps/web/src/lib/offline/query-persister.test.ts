import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { areaKeys } from '@/lib/query-keys';
import { forgetPortalData, portalPersistOptions } from './query-persister';

const ownKey = [...areaKeys.cashReports, 'own', {}];

describe('the portal data kept on the phone', () => {
  it('comes back with its data and its time, but stale: a page that opens online reads it again', async () => {
    const options = portalPersistOptions('user-1');
    const before = new QueryClient();
    before.setQueryData(ownKey, { items: [] });
    const savedAt = before.getQueryState(ownKey)!.dataUpdatedAt;
    // Fresh for a minute where it was made (the list's staleTime) …
    expect(before.getQueryCache().find({ queryKey: ownKey })!.isStaleByTime(60_000)).toBe(false);
    await persistQueryClientSave({ ...options, queryClient: before });

    const after = new QueryClient();
    await persistQueryClientRestore({ ...options, queryClient: after });
    const restored = after.getQueryCache().find({ queryKey: ownKey })!;
    expect(restored.state.data).toEqual({ items: [] });
    expect(restored.state.dataUpdatedAt).toBe(savedAt);
    // … but not after a reload: the copy may predate a report this phone has just sent.
    expect(restored.isStaleByTime(60_000)).toBe(true);
  });

  it('keeps nothing that is not the portal’s, and nothing once the user signs out', async () => {
    const options = portalPersistOptions('user-2');
    const before = new QueryClient();
    before.setQueryData(ownKey, { items: [] });
    before.setQueryData(['superadmin', 'tenants'], { items: [] });
    await persistQueryClientSave({ ...options, queryClient: before });

    const after = new QueryClient();
    await persistQueryClientRestore({ ...options, queryClient: after });
    expect(after.getQueryData(ownKey)).toEqual({ items: [] });
    expect(after.getQueryData(['superadmin', 'tenants'])).toBeUndefined();

    await forgetPortalData('user-2');
    const signedOut = new QueryClient();
    await persistQueryClientRestore({ ...options, queryClient: signedOut });
    expect(signedOut.getQueryData(ownKey)).toBeUndefined();
  });
});

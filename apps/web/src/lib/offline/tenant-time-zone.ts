import { DEFAULT_TIME_ZONE } from '@forecourt/shared';
import type { QueryClient } from '@tanstack/react-query';
import { profileKey } from '@/lib/query-keys';

const isZone = (zone: unknown): zone is string => {
  if (typeof zone !== 'string' || !zone) return false;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The tenant's time zone for an entry's business day: the profile's `timeZone` (kept on the phone with
 * the portal's data, so it is known offline too), else the product's default zone. Read defensively:
 * a profile from a server that does not send it yet has none.
 */
export function tenantTimeZone(queryClient: QueryClient): string {
  const profile = queryClient.getQueryData(profileKey) as { timeZone?: unknown } | undefined;
  return isZone(profile?.timeZone) ? profile.timeZone : DEFAULT_TIME_ZONE;
}

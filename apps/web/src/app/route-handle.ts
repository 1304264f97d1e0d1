import { useMatches } from 'react-router';
import type { TMessageId } from '@/i18n/messages/en';

/**
 * Data a route carries: its page title and, for placeholders, the area's description. Pages that speak
 * Hindi (the attendant portal, the sign-in pages) name their title's message too (docs/decisions/030).
 */
export type TRouteHandle = { title?: string; titleId?: TMessageId; description?: string };

/** The deepest matched route's handle with a title. */
export function useRouteHandle(): TRouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as TRouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return {};
}

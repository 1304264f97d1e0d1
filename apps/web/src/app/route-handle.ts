import { useMatches } from 'react-router';

/** Data a route carries: its page title and, for placeholders, the area's description. */
export type TRouteHandle = { title?: string; description?: string };

/** The deepest matched route's handle with a title. */
export function useRouteHandle(): TRouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as TRouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return {};
}

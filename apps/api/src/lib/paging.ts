import type { TPage } from '@forecourt/shared';

/** Paging of every list (DESIGN.md section 4): the rows a page asks for, and the page it answers. */

/** Which rows of a list to return (LIMIT/OFFSET); by default the first (a by-id read). */
export type TWindow = { limit: number; offset: number };
export const FIRST_ROW: TWindow = { limit: 1, offset: 0 };

/** The rows of the requested page. */
export function windowOf(query: { page: number; limit: number }): TWindow {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

export function page<T>(items: T[], query: { page: number; limit: number }, total: number): TPage<T> {
  return { items, page: query.page, limit: query.limit, total };
}

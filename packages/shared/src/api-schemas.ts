import { z } from 'zod';

/**
 * Response schemas of the contract: the routes declare them (OpenAPI at /api/docs shows them, and the
 * serializer checks every success against them). `data` is one of the shapes below each area's types.
 */
export const ZSuccessOf = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
/** A list page (`TPage`): items of one page, the page from 1, its size and the total over the filter. */
export const ZPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), limit: z.number().int(), total: z.number().int() });
/** A list page with totals over the whole filter (`TPage<T, S>`). */
export const ZPageWithSummaryOf = <T extends z.ZodType, S extends z.ZodType>(item: T, summary: S) =>
  ZPageOf(item).extend({ summary });
/** Calls that answer no data (deletes, logout): `{ success: true, data: null }`. */
export const ZNoData = ZSuccessOf(z.null());
/** An ISO-8601 instant as the API writes it (UTC, `…Z`; an offset is accepted too). */
export const ZInstant = z.iso.datetime({ offset: true });

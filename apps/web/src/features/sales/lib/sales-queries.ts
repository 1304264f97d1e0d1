import { areaKeys } from '@/lib/query-keys';

/** Sales are fresh for 60 s (document 4, section 9). */
export const SALES_STALE_MS = 60_000;

export const salesKeys = {
  all: areaKeys.sales,
  lists: () => [...salesKeys.all, 'list'] as const,
};

export type TSalesFilter = { stationId?: string; startDate?: string; endDate?: string };

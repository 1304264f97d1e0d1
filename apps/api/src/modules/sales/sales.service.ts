import type { z } from 'zod';
import {
  FUEL_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  SALES_CSV_COLUMNS,
  errorText,
  toJsonNumber,
  type TPage,
  type TSale,
  type TSalesSummary,
  type ZSalesQuery,
} from '@forecourt/shared';
import { AppError, fieldError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { withTenantRead } from '../../db/tenant';
import { page, windowOf } from '../../lib/paging';
import { scopeOf } from '../../db/scope';
import { toReading } from '../readings/readings.service';
import * as readings from '../readings/readings.queries';
import { isCalendarDay } from '../../db/business-days';
import { summarizeForList } from '../readings/reading-totals.queries';
import { assertExportAllowed } from '../platform/tenant-settings.service';
import { csvLine } from '../../lib/csv';
import * as q from './sales.queries';

type TSalesQuery = z.output<typeof ZSalesQuery>;

const EXPORT_BATCH = 1000;

/** The readings filter of a sales query: non-voided readings, days inclusive in the tenant's zone. */
function salesFilter(ctx: TTenantCtx, query: Omit<TSalesQuery, 'page' | 'limit'>): readings.TReadingFilter {
  for (const [field, day] of [['startDate', query.startDate], ['endDate', query.endDate]] as const) {
    if (day && !isCalendarDay(day)) {
      throw new AppError('VALIDATION', errorText('validation.dateFormatAtField', { field }), [fieldError(field, errorText('validation.dateFormat'))]);
    }
  }
  return {
    stationId: query.stationId,
    paymentMethod: query.paymentMethod,
    includeVoided: false,
    fromDay: query.startDate,
    toDay: query.endDate,
  };
}

function toSale(row: readings.TReadingRow): TSale {
  const r = toReading(row);
  return {
    id: r.id,
    stationId: r.stationId,
    stationName: r.stationName,
    pumpId: r.pumpId,
    pumpName: r.pumpName,
    nozzleId: r.nozzleId,
    nozzleNumber: r.nozzleNumber,
    fuelType: r.fuelType,
    volume: r.volume,
    pricePerLitre: r.pricePerLitre,
    amount: r.amount,
    paymentMethod: r.paymentMethod,
    creditorId: r.creditorId,
    creditorName: r.creditorName,
    // Posted while its station's day is closed; a reopened day's sales are pending again (docs/decisions/024).
    status: row.dayClosed ? 'posted' : 'pending',
    recordedAt: r.recordedAt,
    recordedBy: r.recordedBy,
  };
}

/** GET /sales: each non-voided reading is a sale; the summary covers the whole filter. */
export async function listSales(ctx: TTenantCtx, query: TSalesQuery): Promise<TPage<TSale, TSalesSummary>> {
  const filter = salesFilter(ctx, query);
  return withTenantRead(ctx, async (tx) => {
    // Issued together: the page and its summary travel in one message (db/statement-batch.ts).
    const [rows, s] = await Promise.all([
      readings.selectReadings(tx, scopeOf(ctx), filter, windowOf(query)),
      summarizeForList(tx, scopeOf(ctx), filter),
    ]);
    return {
      ...page(rows.map(toSale), query, s.total),
      summary: {
        totalSales: toJsonNumber(s.amount, 2),
        totalVolume: toJsonNumber(s.volume, 3),
        creditSales: toJsonNumber(s.creditAmount, 2),
        postedSales: toJsonNumber(s.postedAmount, 2),
        count: s.total,
      },
    };
  }, { genericPlans: readings.plansOnce(filter) });
}

/**
 * GET /sales/export: every sale of the filter (not one page) as CSV, oldest first, read in batches
 * by a (recorded_at, id) cursor inside one transaction; times in the tenant's zone, amounts with 2
 * decimals, litres with 3. Starts with a UTF-8 byte order mark so spreadsheets read names (—, ₹) right.
 */
export async function exportSales(
  ctx: TTenantCtx,
  query: Omit<TSalesQuery, 'page' | 'limit'>,
  batchSize = EXPORT_BATCH,
): Promise<{ filename: string; csv: string }> {
  const filter = salesFilter(ctx, query);
  const lines: string[] = ['\uFEFF', csvLine([...SALES_CSV_COLUMNS])];
  await withTenantRead(ctx, async (tx) => {
    let after: q.TExportCursor | undefined;
    // The tenant's features.allow_export is checked with the first batch (one round trip): 'false' → 403.
    let pending: Promise<unknown> | undefined = assertExportAllowed(tx, ctx.tenantId);
    for (;;) {
      const [batch] = await Promise.all([q.selectExportBatch(tx, scopeOf(ctx), filter, after, batchSize), pending]);
      pending = undefined;
      for (const row of batch) {
        lines.push(
          csvLine([
            row.recordedAtLocal,
            row.stationName,
            row.pumpName,
            row.nozzleNumber,
            FUEL_TYPE_LABELS[row.fuelType],
            row.volume,
            row.pricePerLitre,
            row.amount,
            PAYMENT_METHOD_LABELS[row.paymentMethod],
            row.dayClosed ? 'Posted' : 'Pending',
            row.recordedBy,
          ]),
        );
      }
      if (batch.length < batchSize) break;
      const last = batch.at(-1)!;
      after = { at: last.cursorAt, id: last.id };
    }
  });
  return { filename: `sales-${query.startDate ?? 'all'}-${query.endDate ?? 'all'}.csv`, csv: lines.join('') };
}

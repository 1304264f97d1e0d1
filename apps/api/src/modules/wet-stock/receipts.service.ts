import type { z } from 'zod';
import Decimal from 'decimal.js';
import { DENSITY_TOLERANCE, density15, errorText, toJsonNumber, type TPage, type TReceipt, type ZPageQuery, type ZRecordReceipt } from '@forecourt/shared';
import { AppError } from '../../http/app-error';
import type { TTenantCtx } from '../../http/context';
import { mapDuplicates } from '../../http/unique-violations';
import { withTenant, withTenantRead } from '../../db/tenant';
import { assertDayOpen } from '../../db/day-gate';
import { recordAudit } from '../../db/audit';
import { iso } from '../../lib/json-values';
import { page, windowOf } from '../../lib/paging';
import { moveStock } from '../inventory/inventory.service';
import { chartLitres, measuredAt, noChart, visibleTank } from './wet-stock.service';
import * as q from './dips.queries';

/**
 * Tanker receipts (issue 38, docs/decisions/070): the density at 15 °C from the observed one (ASTM
 * D1250 Table 53B, packages/shared/src/density.ts) against the invoice's, the litres received from the
 * dips around the decantation plus what was sold meanwhile, and the short against the invoice. The book
 * stock moves by the received litres, in the same transaction.
 */

type TReceiptInput = z.output<typeof ZRecordReceipt>;
type TPageQuery = z.output<typeof ZPageQuery>;

const n = (v: string, scale: 2 | 3) => toJsonNumber(v, scale);

export function toReceipt(row: q.TReceiptRow): TReceipt {
  return {
    id: row.id,
    tankId: row.tankId,
    stationId: row.stationId,
    invoiceNumber: row.invoiceNumber,
    invoiceLitres: n(row.invoiceLitres, 3),
    invoiceDensity15: n(row.invoiceDensity15, 2),
    observedDensity: n(row.observedDensity, 2),
    observedTempC: n(row.observedTempC, 2),
    density15: n(row.density15, 2),
    densityDifference: n(row.densityDifference, 2),
    densityOk: new Decimal(row.densityDifference).abs().lte(DENSITY_TOLERANCE),
    dipBeforeCm: n(row.dipBeforeCm, 2),
    dipAfterCm: n(row.dipAfterCm, 2),
    litresBefore: n(row.litresBefore, 3),
    litresAfter: n(row.litresAfter, 3),
    litresSoldDuring: n(row.litresSoldDuring, 3),
    receivedLitres: n(row.receivedLitres, 3),
    shortLitres: n(row.shortLitres, 3),
    notes: row.notes,
    recordedAt: iso(row.recordedAt),
    recordedBy: row.recordedByName,
  };
}

/** POST /tanks/{id}/receipts: one decantation, its figures computed and stored, the book stock moved by what was received. Audited. */
export async function recordReceipt(ctx: TTenantCtx, tankId: string, input: TReceiptInput): Promise<TReceipt> {
  return mapDuplicates(() =>
    withTenant(ctx, async (tx) => {
      const tank = await visibleTank(tx, ctx, tankId);
      const at = measuredAt(input.recordedAt);
      await assertDayOpen(tx, ctx.tenantId, tank.stationId, at);
      if (await q.invoiceTaken(tx, ctx.tenantId, tank.stationId, input.invoiceNumber)) throw new AppError('CONFLICT', errorText('receipt.duplicateInvoice'));
      const chart = await q.currentChart(tx, ctx.tenantId, tankId);
      if (!chart) throw noChart();
      const before = chartLitres(chart, input.dipBeforeCm);
      const after = chartLitres(chart, input.dipAfterCm);
      const sold = new Decimal(input.litresSoldDuring).toFixed(3);
      const received = new Decimal(after).minus(before).plus(sold).toFixed(3);
      const short = new Decimal(input.invoiceLitres).minus(received).toFixed(3);
      const rho15 = density15(input.observedDensity, input.observedTempC);
      const row = await q.insertReceipt(tx, ctx.tenantId, {
        tankId,
        stationId: tank.stationId,
        chartId: chart.id,
        invoiceNumber: input.invoiceNumber,
        invoiceLitres: new Decimal(input.invoiceLitres).toFixed(3),
        invoiceDensity15: input.invoiceDensity15.toFixed(1),
        observedDensity: input.observedDensity.toFixed(1),
        observedTempC: input.observedTempC.toFixed(1),
        density15: rho15.toFixed(1),
        densityDifference: new Decimal(rho15).minus(input.invoiceDensity15).toFixed(1),
        dipBeforeCm: input.dipBeforeCm.toFixed(1),
        dipAfterCm: input.dipAfterCm.toFixed(1),
        litresBefore: before,
        litresAfter: after,
        litresSoldDuring: sold,
        receivedLitres: received,
        shortLitres: short,
        notes: input.notes ?? null,
        recordedAt: at,
        recordedBy: ctx.userId,
      });
      await moveStock(tx, ctx.tenantId, {
        tankId,
        stationId: tank.stationId,
        fuelType: tank.fuelType,
        kind: 'receipt',
        quantity: received,
        note: `Invoice ${input.invoiceNumber}`,
        createdBy: ctx.userId,
        at,
      });
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        actorId: ctx.userId,
        actorRole: ctx.role,
        action: 'tank.receipt_recorded',
        entityType: 'fuel_tank',
        entityId: tankId,
        details: { receiptId: row.id, invoiceNumber: input.invoiceNumber, invoiceLitres: row.invoiceLitres, receivedLitres: received, shortLitres: short, density15: row.density15, densityDifference: row.densityDifference },
      });
      return toReceipt(row);
    }),
  );
}

/** GET /tanks/{id}/receipts: newest first. */
export async function listReceipts(ctx: TTenantCtx, tankId: string, query: TPageQuery): Promise<TPage<TReceipt>> {
  return withTenantRead(ctx, async (tx) => {
    await visibleTank(tx, ctx, tankId);
    const { rows, total } = await q.selectReceipts(tx, ctx.tenantId, tankId, windowOf(query));
    return page(rows.map(toReceipt), query, total);
  });
}

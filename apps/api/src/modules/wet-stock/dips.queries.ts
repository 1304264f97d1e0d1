import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { TDipKind, TDipPoint } from '@forecourt/shared';
import type { Tx } from '../../db/client';
import { tankDipCharts as c, tankDips as d, tankReceipts as r } from '../../db/schema';
import { countInt, resultRows } from '../../db/sql-fragments';
import type { TWindow } from '../../lib/paging';

/** Dip charts and dips (issue 38, docs/decisions/069). Every read is one statement. */

export type TChartRow = { id: string; tankId: string; points: TDipPoint[]; maxDipCm: string; maxLitres: string; fixes: string[]; createdAt: Date };

const chartColumns = { id: c.id, tankId: c.tankId, points: c.points, maxDipCm: c.maxDipCm, maxLitres: c.maxLitres, fixes: c.fixes, createdAt: c.createdAt };

/** The tank's current chart (the one not replaced), or undefined. */
export async function currentChart(tx: Tx, tenantId: string, tankId: string): Promise<TChartRow | undefined> {
  const [row] = await tx.select(chartColumns).from(c).where(and(eq(c.tenantId, tenantId), eq(c.tankId, tankId), isNull(c.replacedAt)));
  return row;
}

/** A new current chart: the one before it is marked replaced (the dips taken under it keep naming it). */
export async function replaceChart(
  tx: Tx,
  tenantId: string,
  v: { tankId: string; points: TDipPoint[]; maxDipCm: string; maxLitres: string; fixes: string[]; uploadedBy: string },
): Promise<TChartRow> {
  await tx.update(c).set({ replacedAt: new Date() }).where(and(eq(c.tenantId, tenantId), eq(c.tankId, v.tankId), isNull(c.replacedAt)));
  const [row] = await tx.insert(c).values({ tenantId, ...v }).returning(chartColumns);
  return row!;
}

/**
 * The tank's book stock at an instant: its stock now less every movement booked after it (a sale is
 * booked at its reading's time), read with the tank row share-locked so no movement lands in between.
 */
export async function bookStockAt(tx: Tx, tenantId: string, tankId: string, at: Date): Promise<string> {
  const rows = resultRows<{ book: string }>(
    await tx.execute(sql`
      select (t.stock - coalesce((select sum(m.quantity) from inventory_movements m
                                  where m.tenant_id = t.tenant_id and m.tank_id = t.id and m.created_at > ${at.toISOString()}::timestamptz), 0))::numeric(14,3)::text as book
      from fuel_tanks t where t.tenant_id = ${tenantId}::uuid and t.id = ${tankId}::uuid
      for share of t`),
  );
  return rows[0]!.book;
}

export type TDipRow = typeof d.$inferSelect;

export async function findDip(tx: Tx, tenantId: string, id: string): Promise<TDipRow | undefined> {
  const [row] = await tx.select().from(d).where(and(eq(d.tenantId, tenantId), eq(d.id, id)));
  return row;
}

export async function insertDip(
  tx: Tx,
  tenantId: string,
  v: {
    id: string;
    tankId: string;
    stationId: string;
    chartId: string;
    kind: TDipKind;
    dipCm: string;
    waterDipCm: string | null;
    litres: string;
    waterLitres: string;
    bookStock: string;
    difference: string;
    notes: string | null;
    recordedAt: Date;
    recordedBy: string;
    requestHash: string | null;
  },
): Promise<TDipRow> {
  const name = sql<string>`coalesce((select u.name from users u where u.tenant_id = ${tenantId}::uuid and u.id = ${v.recordedBy}::uuid), 'System')`;
  const [row] = await tx.insert(d).values({ tenantId, ...v, recordedByName: name }).returning();
  return row!;
}

export type TDipFilter = { tankId: string; from?: Date; to?: Date };

const dipWhere = (tenantId: string, f: TDipFilter) =>
  and(eq(d.tenantId, tenantId), eq(d.tankId, f.tankId), f.from ? gte(d.recordedAt, f.from) : undefined, f.to ? lte(d.recordedAt, f.to) : undefined);

export async function selectDips(tx: Tx, tenantId: string, f: TDipFilter, window: TWindow): Promise<TDipRow[]> {
  return tx.select().from(d).where(dipWhere(tenantId, f)).orderBy(desc(d.recordedAt), desc(d.id)).limit(window.limit).offset(window.offset);
}

export async function countDips(tx: Tx, tenantId: string, f: TDipFilter): Promise<number> {
  const [row] = await tx.select({ n: countInt() }).from(d).where(dipWhere(tenantId, f));
  return row?.n ?? 0;
}

export type TReceiptRow = typeof r.$inferSelect;

export async function insertReceipt(tx: Tx, tenantId: string, v: Omit<typeof r.$inferInsert, 'tenantId' | 'recordedByName'> & { recordedBy: string }): Promise<TReceiptRow> {
  const name = sql<string>`coalesce((select u.name from users u where u.tenant_id = ${tenantId}::uuid and u.id = ${v.recordedBy}::uuid), 'System')`;
  const [row] = await tx.insert(r).values({ tenantId, ...v, recordedByName: name }).returning();
  return row!;
}

export async function invoiceTaken(tx: Tx, tenantId: string, stationId: string, invoiceNumber: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.stationId, stationId), sql`lower(${r.invoiceNumber}) = lower(${invoiceNumber})`))
    .limit(1);
  return row !== undefined;
}

export async function selectReceipts(tx: Tx, tenantId: string, tankId: string, window: TWindow): Promise<{ rows: TReceiptRow[]; total: number }> {
  const where = and(eq(r.tenantId, tenantId), eq(r.tankId, tankId));
  const rows = await tx.select().from(r).where(where).orderBy(desc(r.recordedAt), desc(r.id)).limit(window.limit).offset(window.offset);
  const [count] = await tx.select({ n: countInt() }).from(r).where(where);
  return { rows, total: count?.n ?? 0 };
}

import Decimal from 'decimal.js';
import { DIP_CHART_FIX, DIP_CHART_MAX_ROWS } from './dip-charts.constants';
import { errorText, type TErrorText } from './error-texts.constants';

/**
 * A tank's calibration (dip) chart (issue 38, docs/decisions/069): litres by the dip's height, read from
 * the CSV a calibrator gives in one of two shapes —
 *
 * - per centimetre: `Dip_Value,Dip_Volume[,Dip_Diff]` (the volume column may be named `Dip_Stock`), one
 *   row per centimetre;
 * - a grid of millimetres: `DipValue,t_0,…,t_9`, where `t_k` is the volume at DipValue cm + k mm.
 *
 * A chart never decreases. Readable volumes that keep it rising are kept (keptPoints); every other
 * cell (unreadable, a drop or a spike) is rebuilt by linear interpolation between its nearest kept
 * neighbours, and each fix is reported in one line. Litres between points are
 * interpolated linearly; everything is exact (litres to 3 decimals, half up).
 */

/** One point: the dip in whole millimetres and its litres (text, 3 decimals). */
export type TDipPoint = [dipMm: number, litres: string];
export type TDipChart = { points: TDipPoint[]; fixes: string[] };
export type TDipChartResult = { ok: true; chart: TDipChart } | { ok: false; error: TErrorText };

const LITRES = 3;
const litresText = (d: Decimal) => d.toDecimalPlaces(LITRES, Decimal.ROUND_HALF_UP).toFixed(LITRES);
const cmText = (mm: number) => (mm / 10).toFixed(1);

/** Splits one CSV line into cells (double quotes allowed around a cell, "" inside one). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';' || c === '\t') {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  out.push(cur.trim());
  return out;
}

/** A cell as a non-negative decimal (thousands separators allowed), or null when it cannot be read. */
function number(cell: string | undefined): Decimal | null {
  const text = (cell ?? '').replace(/[,\s_]/g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  return new Decimal(text);
}

const key = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

type TRaw = { row: number; mm: number; cell: string; value: Decimal | null };

/** The raw points of the CSV (a cell per point, with its row for the fix lines), or the refusal. */
function readRows(csv: string): { ok: true; raw: TRaw[] } | { ok: false; error: TErrorText } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerAt = lines.findIndex((l) => l.trim() !== '');
  if (headerAt < 0) return { ok: false, error: errorText('dipChart.empty') };
  const header = cells(lines[headerAt]!).map(key);
  const dipCol = header.indexOf('dipvalue');
  const volumeCol = header.findIndex((h) => h === 'dipvolume' || h === 'dipstock');
  const gridCols = Array.from({ length: 10 }, (_, k) => header.indexOf(`t${k}`));
  const grid = gridCols.every((c) => c >= 0);
  if (dipCol < 0 || (volumeCol < 0 && !grid)) return { ok: false, error: errorText('dipChart.unknownShape') };

  const raw: TRaw[] = [];
  const seen = new Set<number>();
  for (let i = headerAt + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const row = cells(lines[i]!);
    const dip = number(row[dipCol]);
    if (dip === null) return { ok: false, error: errorText('dipChart.badDip', { row: i + 1, cell: row[dipCol] ?? '' }) };
    const baseMm = dip.times(10);
    if (!baseMm.isInteger()) return { ok: false, error: errorText('dipChart.badDip', { row: i + 1, cell: row[dipCol] ?? '' }) };
    const columns = grid ? gridCols : [volumeCol];
    for (const [k, col] of columns.entries()) {
      const mm = baseMm.toNumber() + (grid ? k : 0);
      if (seen.has(mm)) return { ok: false, error: errorText('dipChart.repeatedDip', { row: i + 1, cm: cmText(mm) }) };
      seen.add(mm);
      raw.push({ row: i + 1, mm, cell: row[col] ?? '', value: number(row[col]) });
    }
    if (raw.length > DIP_CHART_MAX_ROWS) return { ok: false, error: errorText('dipChart.tooLarge', { max: DIP_CHART_MAX_ROWS }) };
  }
  raw.sort((a, b) => a.mm - b.mm);
  return { ok: true, raw };
}

/**
 * Which readable points to keep, walking up the chart: a value below the last kept one is a drop; when
 * a value is above the next readable one (which is not itself a drop), one of the two is wrong, and the
 * one further from the line between the last kept point (or 0 mm = 0 L) and the readable point after
 * them is left out — so a spike goes, and so does a dip below its neighbours' line.
 */
function keptPoints(raw: TRaw[]): Set<number> {
  const readable = raw.map((r, i) => (r.value === null ? -1 : i)).filter((i) => i >= 0);
  const kept = new Set<number>();
  let last: { mm: number; value: Decimal } = { mm: 0, value: new Decimal(0) };
  const off = (i: number, from: { mm: number; value: Decimal }, to: TRaw) => {
    const line = from.value.plus(to.value!.minus(from.value).times(raw[i]!.mm - from.mm).div(to.mm - from.mm));
    return raw[i]!.value!.minus(line).abs();
  };
  for (let n = 0; n < readable.length; n++) {
    const i = readable[n]!;
    const v = raw[i]!.value!;
    if (v.lt(last.value)) continue; // a drop
    const j = readable[n + 1];
    const k = readable[n + 2];
    if (j !== undefined && raw[j]!.value!.lt(v) && raw[j]!.value!.gte(last.value)) {
      // i and j disagree: keep the one nearer the line from the last kept point to the one after them.
      if (k !== undefined && raw[k]!.value!.gte(last.value) && off(i, last, raw[k]!).gt(off(j, last, raw[k]!))) continue;
    }
    kept.add(i);
    last = { mm: raw[i]!.mm, value: v };
  }
  return kept;
}

/** Parses a chart CSV into its points and the fixes made, or a refusal saying what is wrong. */
export function parseDipChart(csv: string): TDipChartResult {
  const read = readRows(csv);
  if (!read.ok) return read;
  const raw = read.raw;
  if (raw.length < 2) return { ok: false, error: errorText('dipChart.tooFewPoints') };
  const kept = keptPoints(raw);
  if (kept.size < 2) return { ok: false, error: errorText('dipChart.tooFewPoints') };

  const points: TDipPoint[] = [];
  const fixes: string[] = [];
  const keptIdx = [...kept].sort((a, b) => a - b);
  let next = 0; // index into keptIdx of the first kept point at or after i
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    while (next < keptIdx.length && keptIdx[next]! < i) next++;
    if (kept.has(i)) {
      points.push([r.mm, litresText(r.value!)]);
      continue;
    }
    const before = next > 0 ? raw[keptIdx[next - 1]!] : undefined;
    const after = next < keptIdx.length ? raw[keptIdx[next]!] : undefined;
    const why = r.value === null ? DIP_CHART_FIX.unreadable(r.row, cmText(r.mm), r.cell) : DIP_CHART_FIX.drop(r.row, cmText(r.mm), litresText(r.value));
    if (!before || !after) {
      fixes.push(`${why} ${DIP_CHART_FIX.removed}`);
      continue;
    }
    const litres = before.value!.plus(after.value!.minus(before.value!).times(r.mm - before.mm).div(after.mm - before.mm));
    points.push([r.mm, litresText(litres)]);
    fixes.push(`${why} ${DIP_CHART_FIX.interpolated(litresText(litres))}`);
  }
  return { ok: true, chart: { points, fixes } };
}

/**
 * The litres at a dip (millimetres, may be a fraction): linear between the two points around it; below
 * the chart's first point, linear from 0 mm = 0 L. Null beyond the chart's last point.
 */
export function litresAtDip(points: TDipPoint[], dipMm: number): string | null {
  if (points.length === 0 || dipMm < 0) return null;
  const last = points[points.length - 1]!;
  if (dipMm > last[0]) return null;
  let lo = 0;
  let hi = points.length - 1;
  if (dipMm <= points[0]![0]) {
    const [mm, litres] = points[0]!;
    if (mm === 0 || dipMm === mm) return mm === dipMm ? litres : litresText(new Decimal(0));
    return litresText(new Decimal(litres).times(dipMm).div(mm));
  }
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (points[mid]![0] <= dipMm) lo = mid;
    else hi = mid;
  }
  const [m0, l0] = points[lo]!;
  const [m1, l1] = points[hi]!;
  if (dipMm === m0) return l0;
  if (dipMm === m1) return l1;
  const a = new Decimal(l0);
  return litresText(a.plus(new Decimal(l1).minus(a).times(new Decimal(dipMm).minus(m0)).div(m1 - m0)));
}

/** A dip in centimetres (one decimal: millimetres) as millimetres. */
export const dipMm = (dipCm: number): number => Math.round(dipCm * 10);

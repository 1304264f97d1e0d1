import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { DIP_KINDS, DIP_MAX_CM, DIP_MSG, RECEIPT_MSG } from './dip-charts.constants';
import { NUMERIC_COLUMNS, ZUuid, decimalPlaces, instant, numericMax, text } from './validation';

/** Dips and dip charts on the wire (issue 38, docs/decisions/069). */

/**
 * A measured figure: a number, or a string holding one. Unlike z.coerce, a blank, null or boolean is
 * refused with the field's text, never read as 0 (a 0 cm dip or a 0 °C temperature is a real reading).
 */
const measured = (message: string, check: (n: number) => boolean) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).refine((n) => Number.isFinite(n) && check(n), { error: message }),
  );

const centimetres = (message: string) => measured(message, (v) => v >= 0 && v <= DIP_MAX_CM && decimalPlaces(v) <= 1);

export const ZRecordDip = z
  .object({
    /** Optional id chosen by the client (a phone): a replay with the same body answers the stored dip. */
    id: ZUuid.optional(),
    dipCm: centimetres(DIP_MSG.dipInvalid),
    waterDipCm: centimetres(DIP_MSG.waterInvalid).optional(),
    kind: z.enum(DIP_KINDS, { error: DIP_MSG.kindRequired }),
    /** Optional time in the past (ISO with offset); defaults to now. */
    recordedAt: instant().optional(),
    notes: text({ max: 500 })
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((v) => v.waterDipCm === undefined || v.waterDipCm <= v.dipCm, { error: DIP_MSG.waterInvalid, path: ['waterDipCm'] });
export type TRecordDip = z.input<typeof ZRecordDip>;

export const ZDip = z.object({
  id: ZUuid,
  tankId: ZUuid,
  stationId: ZUuid,
  kind: z.enum(DIP_KINDS),
  dipCm: z.number(),
  waterDipCm: z.number().nullable(),
  /** Litres of fuel: the chart's volume at the dip less the water's. */
  litres: z.number(),
  waterLitres: z.number(),
  /** The tank's book stock at the dip's time. */
  bookStock: z.number(),
  /** litres − bookStock (negative: less in the tank than the books say). */
  difference: z.number(),
  chartId: ZUuid,
  notes: z.string().nullable(),
  recordedAt: ZInstant,
  recordedBy: z.string(),
});
export type TDip = z.infer<typeof ZDip>;

export const ZDipChartSummary = z.object({
  id: ZUuid,
  tankId: ZUuid,
  points: z.number().int(),
  maxDipCm: z.number(),
  maxLitres: z.number(),
  /** One line per cell the upload rebuilt or left out. */
  fixes: z.array(z.string()),
  uploadedAt: ZInstant,
});
export type TDipChartSummary = z.infer<typeof ZDipChartSummary>;

export const ZDipVolumeQuery = z.object({ dipCm: centimetres(DIP_MSG.dipInvalid) });
export const ZDipVolume = z.object({ dipCm: z.number(), litres: z.number() });

const oneDecimal = (min: number, max: number, message: string) => measured(message, (v) => v >= min && v <= max && decimalPlaces(v) <= 1);
const litres = (message: string, positive: boolean) =>
  measured(message, (v) => (positive ? v > 0 : v >= 0) && v <= numericMax(NUMERIC_COLUMNS.litres) && decimalPlaces(v) <= 3);

/** A tanker receipt (decantation): the invoice, the densities, the dips around it and the litres sold meanwhile. */
export const ZRecordReceipt = z
  .object({
    invoiceNumber: text({ min: 1, max: 40, required: RECEIPT_MSG.invoiceRequired }),
    invoiceLitres: litres(RECEIPT_MSG.invoiceLitres, true),
    invoiceDensity15: oneDecimal(600, 1100, RECEIPT_MSG.density),
    observedDensity: oneDecimal(600, 1100, RECEIPT_MSG.density),
    observedTempC: oneDecimal(-20, 70, RECEIPT_MSG.temperature),
    dipBeforeCm: centimetres(DIP_MSG.dipInvalid),
    dipAfterCm: centimetres(DIP_MSG.dipInvalid),
    litresSoldDuring: litres(RECEIPT_MSG.soldDuring, false).default(0),
    recordedAt: instant().optional(),
    notes: text({ max: 500 })
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((v) => v.dipAfterCm > v.dipBeforeCm, { error: RECEIPT_MSG.dipOrder, path: ['dipAfterCm'] });
export type TRecordReceipt = z.input<typeof ZRecordReceipt>;

export const ZReceipt = z.object({
  id: ZUuid,
  tankId: ZUuid,
  stationId: ZUuid,
  invoiceNumber: z.string(),
  invoiceLitres: z.number(),
  invoiceDensity15: z.number(),
  observedDensity: z.number(),
  observedTempC: z.number(),
  /** ρ15 from the observed density and temperature (ASTM D1250 Table 53B), kg/m³. */
  density15: z.number(),
  /** density15 − invoiceDensity15 (kg/m³). */
  densityDifference: z.number(),
  /** Within ±3.0 kg/m³ of the invoice (Marketing Discipline Guidelines). */
  densityOk: z.boolean(),
  dipBeforeCm: z.number(),
  dipAfterCm: z.number(),
  litresBefore: z.number(),
  litresAfter: z.number(),
  litresSoldDuring: z.number(),
  /** litresAfter − litresBefore + litresSoldDuring: what the tank received (the book stock moves by it). */
  receivedLitres: z.number(),
  /** invoiceLitres − receivedLitres: short (positive) or excess (negative), for the claim. */
  shortLitres: z.number(),
  notes: z.string().nullable(),
  recordedAt: ZInstant,
  recordedBy: z.string(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

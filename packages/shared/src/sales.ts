import { z } from 'zod';
import { ZInstant } from './api-schemas';
import { PAYMENT_METHODS } from './readings.constants';
import { FUEL_TYPES } from './stations.constants';
import { ZDay, ZPageQuery, ZUuid } from './validation';

/** Each non-voided reading is a sale (document 4, Sale). */
export const ZSalesQuery = z.object({
  stationId: ZUuid.optional(),
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  ...ZPageQuery.shape,
});

/** A sale is posted once its day is closed (reconciliation); pending until then. */
export const SALE_STATUSES = ['pending', 'posted'] as const;
export type TSaleStatus = (typeof SALE_STATUSES)[number];

export const ZSale = z.object({
  id: ZUuid,
  stationId: ZUuid,
  stationName: z.string(),
  pumpId: ZUuid,
  pumpName: z.string(),
  nozzleId: ZUuid,
  nozzleNumber: z.number().int(),
  fuelType: z.enum(FUEL_TYPES),
  volume: z.number(),
  pricePerLitre: z.number(),
  amount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  creditorId: ZUuid.nullable(),
  creditorName: z.string().nullable(),
  status: z.enum(SALE_STATUSES),
  recordedAt: ZInstant,
  recordedBy: z.string(),
});
export type TSale = z.infer<typeof ZSale>;

export const ZSalesSummary = z.object({
  totalSales: z.number(),
  totalVolume: z.number(),
  creditSales: z.number(),
  postedSales: z.number(),
  count: z.number().int(),
});
export type TSalesSummary = z.infer<typeof ZSalesSummary>;

export const SALES_CSV_COLUMNS = [
  'Recorded at',
  'Station',
  'Pump',
  'Nozzle',
  'Fuel type',
  'Volume (L)',
  'Price per litre (INR)',
  'Amount (INR)',
  'Payment method',
  'Status',
  'Recorded by',
] as const;

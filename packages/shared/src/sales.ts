import { z } from 'zod';
import { PAYMENT_METHODS, type TPaymentMethod } from './readings';
import type { TFuelType } from './stations';
import { ZDay, ZPageQuery, ZUuid } from './validation';

/** Each non-voided reading is a sale (document 4, Sale). */
export const ZSalesQuery = z.object({
  stationId: ZUuid.optional(),
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  ...ZPageQuery.shape,
});

export type TSale = {
  id: string;
  stationId: string;
  stationName: string;
  pumpId: string;
  pumpName: string;
  nozzleId: string;
  nozzleNumber: number;
  fuelType: TFuelType;
  volume: number;
  pricePerLitre: number;
  amount: number;
  paymentMethod: TPaymentMethod;
  creditorId: string | null;
  /** posted once its day is closed (reconciliation); pending until then. */
  status: 'pending' | 'posted';
  recordedAt: string;
  recordedBy: string;
};

export type TSalesSummary = {
  totalSales: number;
  totalVolume: number;
  creditSales: number;
  postedSales: number;
  count: number;
};

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

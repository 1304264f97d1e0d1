import type { TPaymentMethod } from '@forecourt/shared';

/** What the reading form's inputs hold (text as typed), before the shared schema turns it into a request. */
export type TReadingValues = {
  stationId: string;
  pumpId: string;
  nozzleId: string;
  reading: string;
  paymentMethod: TPaymentMethod;
  notes: string;
  recordedAt: string;
};

import type { TPaymentMethod } from '@forecourt/shared';

/** What the reading form's inputs hold (text as typed), before the shared schema turns it into a request. */
export type TReadingValues = {
  stationId: string;
  pumpId: string;
  nozzleId: string;
  reading: string;
  paymentMethod: TPaymentMethod;
  /** The creditor of a credit sale ('' until chosen; sent only with credit). */
  creditorId: string;
  /** An owner's or manager's reason to pass the creditor's limit (sent once the server asked for it). */
  creditOverrideReason: string;
  notes: string;
  recordedAt: string;
};

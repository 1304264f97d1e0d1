/** The tanker receipt form's values, as typed. */
export type TReceiptFormValues = {
  invoiceNumber: string;
  invoiceLitres: string;
  invoiceDensity15: string;
  observedDensity: string;
  observedTempC: string;
  dipBeforeCm: string;
  dipAfterCm: string;
  litresSoldDuring: string;
  notes: string;
};

export const emptyReceiptForm: TReceiptFormValues = {
  invoiceNumber: '',
  invoiceLitres: '',
  invoiceDensity15: '',
  observedDensity: '',
  observedTempC: '',
  dipBeforeCm: '',
  dipAfterCm: '',
  litresSoldDuring: '',
  notes: '',
};

/**
 * The POST /tanks/{id}/receipts body before ZRecordReceipt validates it. Blank fields are left out: the
 * schema's numbers coerce '' to 0, which a temperature or a dip before would take as typed. A blank
 * "litres sold during" is the schema's 0.
 */
export function toReceiptInput(v: TReceiptFormValues): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(v)) {
    const text = value.trim();
    if (text !== '') out[name] = text;
  }
  return out;
}

import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type TPaymentMethod } from '@forecourt/shared';
import type { FieldValues, Path } from 'react-hook-form';
import { SelectField } from '@/components/field';
import type { TZodForm } from '@/lib/use-zod-form';

/** Payment method of a reading: Cash (the default), Card, UPI, Credit. */
export function PaymentMethodField<V extends FieldValues & { paymentMethod: TPaymentMethod }, O>({ form }: { form: TZodForm<V, O> }) {
  return (
    <SelectField form={form} name={'paymentMethod' as Path<V>} label="Payment method">
      {PAYMENT_METHODS.map((m) => (
        <option key={m} value={m}>
          {PAYMENT_METHOD_LABELS[m]}
        </option>
      ))}
    </SelectField>
  );
}

import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@forecourt/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { NativeSelect } from '@/components/ui/select';

/** Payment method of a reading: Cash (the default), Card, UPI, Credit. */
export function PaymentMethodField({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  return (
    <FormField id={id} label="Payment method">
      <NativeSelect id={id} {...field}>
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {PAYMENT_METHOD_LABELS[m]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

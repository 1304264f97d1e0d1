import { PAYMENT_METHODS, type TPaymentMethod } from '@forecourt/shared';
import type { FieldValues, Path } from 'react-hook-form';
import { SelectField } from '@/components/field';
import { useT } from '@/i18n/use-t';
import type { TZodForm } from '@/lib/use-zod-form';

/** Payment method of a reading: Cash (the default), Card, UPI, Credit. */
export function PaymentMethodField<V extends FieldValues & { paymentMethod: TPaymentMethod }, O>({ form }: { form: TZodForm<V, O> }) {
  const t = useT();
  return (
    <SelectField form={form} name={'paymentMethod' as Path<V>} label={t('quick.payment')}>
      {PAYMENT_METHODS.map((m) => (
        <option key={m} value={m}>
          {t(`label.payment.${m}`)}
        </option>
      ))}
    </SelectField>
  );
}

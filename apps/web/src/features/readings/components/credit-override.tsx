import { CREDITOR_MSG } from '@forecourt/shared';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Field } from '@/components/field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Textarea } from '@/components/ui/textarea';
import type { TZodForm } from '@/lib/use-zod-form';

/**
 * The server refused a credit sale past the creditor's limit (422 CREDIT_LIMIT, its message names the
 * limit and the balance). An owner or manager may record it anyway with a reason, kept in the audit log.
 */
export function CreditOverride<V extends FieldValues & { creditOverrideReason: string }, O>({
  form,
  message,
  error,
}: {
  form: TZodForm<V, O>;
  message: string;
  error?: string | undefined;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // It appears below the form's fields: brought into view, the reason focused (one thumb on a phone).
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    form.form.setFocus('creditOverrideReason' as Path<V>);
  }, [form.form, message]);
  return (
    <div ref={panel} className="space-y-3 rounded-lg border border-amber-300 p-3 dark:border-amber-800" data-testid="credit-override">
      <Alert variant="warning">
        <ShieldAlert aria-hidden="true" />
        <div className="min-w-0">
          <AlertTitle>Over the credit limit</AlertTitle>
          <AlertDescription>{message}</AlertDescription>
        </div>
      </Alert>
      <Field form={form} name={'creditOverrideReason' as Path<V>} label={CREDITOR_MSG.overrideReasonLabel} hint={CREDITOR_MSG.overrideHint} error={error}>
        {(control) => <Textarea rows={2} maxLength={500} {...control} />}
      </Field>
    </div>
  );
}

import { CASH_REPORT_MSG } from '@forecourt/shared';
import type { ReactNode } from 'react';
import { Field, SelectField } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import type { TZodForm } from '@/lib/use-zod-form';
import type { TCashReportValues } from '../lib/cash-report-values';
import type { TCreditorChoices } from '../lib/use-creditor-choices';

/**
 * Who took the credit (document 3): a creditor of the report's station (or of none) from the list, or —
 * only when no list could be loaded — the name typed in. With a list but no creditor for the station the
 * credit cannot be reported here, and the form says why.
 */
export function CreditorField<O>({ form, choices, large = false }: { form: TZodForm<TCashReportValues, O>; choices: TCreditorChoices; large?: boolean }) {
  const size = large ? 'h-12 text-base' : undefined;
  if (choices.mode === 'loading') {
    return (
      <div className="flex flex-col gap-1.5" role="status" aria-label="Loading creditors">
        <Skeleton className="h-4 w-24" />
        <Skeleton className={large ? 'h-12' : 'h-9'} />
      </div>
    );
  }
  if (choices.mode === 'manual') {
    return (
      <div className="flex flex-col gap-1.5">
        <Field form={form} name="creditorName" label="Creditor name *">
          {(control) => <Input autoComplete="off" maxLength={120} className={size} placeholder="Name of the credit customer" {...control} />}
        </Field>
        <p className="text-xs text-muted-foreground">{CASH_REPORT_MSG.creditorsFetchFailed}</p>
      </div>
    );
  }
  const below: ReactNode =
    choices.creditors.length === 0 ? (
      <p className="text-xs text-muted-foreground">No active creditor for this station. Ask your manager to add the creditor first.</p>
    ) : undefined;
  return (
    <SelectField form={form} name="creditorId" label="Creditor *" disabled={choices.creditors.length === 0} below={below} className={large ? '[&_select]:h-12 [&_select]:text-base' : undefined}>
      <option value="">Select creditor</option>
      {choices.creditors.map((c) => (
        <option key={c.id} value={c.id}>
          {c.partyName}
        </option>
      ))}
    </SelectField>
  );
}

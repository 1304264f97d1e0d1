import type { ReactNode } from 'react';
import { Field, SelectField } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/use-t';
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
  const t = useT();
  if (choices.mode === 'loading') {
    return (
      <div className="flex flex-col gap-1.5" role="status" aria-label={t('cash.creditor.loading')}>
        <Skeleton className="h-4 w-24" />
        <Skeleton className={large ? 'h-12' : 'h-9'} />
      </div>
    );
  }
  if (choices.mode === 'manual') {
    return (
      <div className="flex flex-col gap-1.5">
        <Field form={form} name="creditorName" label={t('cash.creditor.name')}>
          {(control) => <Input autoComplete="off" maxLength={120} className={size} placeholder={t('cash.creditor.namePlaceholder')} {...control} />}
        </Field>
        <p className="text-xs text-muted-foreground">{t('msg.cash.creditorsFetchFailed')}</p>
      </div>
    );
  }
  const below: ReactNode =
    choices.creditors.length === 0 ? (
      <p className="text-xs text-muted-foreground">{t('cash.creditor.none')}</p>
    ) : undefined;
  return (
    <SelectField form={form} name="creditorId" label={t('cash.creditor.label')} disabled={choices.creditors.length === 0} below={below} className={large ? '[&_select]:h-12 [&_select]:text-base' : undefined}>
      <option value="">{t('cash.creditor.select')}</option>
      {choices.creditors.map((c) => (
        <option key={c.id} value={c.id}>
          {c.partyName}
        </option>
      ))}
    </SelectField>
  );
}

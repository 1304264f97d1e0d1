import { RotateCw } from 'lucide-react';
import type { FieldValues, Path } from 'react-hook-form';
import { Link } from 'react-router';
import { SelectField } from '@/components/field';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import type { TZodForm } from '@/lib/use-zod-form';
import { useCreditorOptions } from '../api/get-creditor-options';

/**
 * The creditor of a credit sale (docs/decisions/015): the tenant's active creditors, with the chosen one's
 * balance and what it may still take on credit. Shown only while the payment method is credit.
 */
export function CreditorField<V extends FieldValues & { creditorId: string }, O>({ form, error }: { form: TZodForm<V, O>; error?: string | undefined }) {
  const creditors = useCreditorOptions(true);
  const t = useT();
  const fmt = useFormat();
  const items = creditors.data?.items ?? [];
  const chosen = items.find((c) => c.id === form.values.creditorId);
  const hint = chosen
    ? t('quick.creditorHint', { balance: fmt.inr(chosen.balance), limit: fmt.inr(chosen.creditLimit), available: fmt.inr(chosen.availableCredit) })
    : undefined;
  const below = creditors.isError ? (
    <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void creditors.refetch()}>
      <RotateCw aria-hidden="true" />
      {t('common.retry')}
    </Button>
  ) : creditors.isSuccess && items.length === 0 ? (
    <p className="mt-1 text-xs text-muted-foreground">
      No active creditors.{' '}
      <Link to="/dashboard/creditors/new" className="font-medium text-primary underline-offset-2 hover:underline">
        Add a creditor
      </Link>
    </p>
  ) : undefined;
  return (
    <SelectField
      form={form}
      name={'creditorId' as Path<V>}
      label={t('quick.creditor')}
      hint={hint}
      error={creditors.isError ? t('quick.creditorsFailed') : error}
      below={below}
    >
      <option value="">{creditors.isPending ? t('quick.loadingCreditors') : t('msg.reading.selectCreditor')}</option>
      {items.map((c) => (
        <option key={c.id} value={c.id}>
          {c.stationName ? t('quick.creditorOption', { name: c.partyName, station: c.stationName }) : c.partyName}
        </option>
      ))}
    </SelectField>
  );
}

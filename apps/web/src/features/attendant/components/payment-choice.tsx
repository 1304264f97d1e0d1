import { PAYMENT_METHOD_COLORS, PAYMENT_METHODS } from '@forecourt/shared';
import { RotateCw } from 'lucide-react';
import { SelectField } from '@/components/field';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { TZodForm } from '@/lib/use-zod-form';
import { useMyCreditors } from '../api/get-my-creditors';
import type { TReadingEntryValues } from '../lib/reading-entry';

/**
 * How the sale of this reading was paid (cash unless told; docs/decisions/018): four large choices; a
 * credit sale names its creditor, chosen from the creditors of the attendant's stations (loaded only
 * then). Without a list there is no credit sale: the server needs the creditor's id.
 */
export function PaymentChoice<O>({ form }: { form: TZodForm<TReadingEntryValues, O> }) {
  const t = useT();
  const method = form.values.paymentMethod;
  const creditors = useMyCreditors(method === 'credit');
  const list = creditors.data ?? [];
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t('attendant.payment.legend')}</legend>
        <div className="grid grid-cols-4 gap-2">
          {PAYMENT_METHODS.map((m) => {
            const id = `attendant-reading-payment-${m}`;
            return (
              <div key={m}>
                <input id={id} type="radio" value={m} className="peer sr-only" {...form.form.register('paymentMethod')} />
                <label
                  htmlFor={id}
                  className={cn(
                    'flex h-12 cursor-pointer items-center justify-center gap-1.5 rounded-lg border bg-card text-sm font-medium shadow-xs transition-colors hover:bg-accent',
                    'peer-checked:border-primary peer-checked:bg-accent peer-checked:text-accent-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                  )}
                >
                  <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: PAYMENT_METHOD_COLORS[m] }} aria-hidden="true" />
                  {t(`label.payment.${m}`)}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      {method === 'credit' &&
        (creditors.isError ? (
          <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-medium">{t('attendant.payment.creditorsFailed')}</p>
            <p className="mt-1 text-muted-foreground">{t('attendant.payment.creditorsFailedHint')}</p>
            <Button variant="outline" size="sm" className="mt-2 h-10" onClick={() => void creditors.refetch()}>
              <RotateCw aria-hidden="true" />
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <SelectField
            form={form}
            name="creditorId"
            label={t('attendant.payment.creditor')}
            disabled={creditors.isPending || list.length === 0}
            className="[&_select]:h-12 [&_select]:text-base"
            below={
              !creditors.isPending && list.length === 0 ? (
                <p className="text-xs text-muted-foreground">{t('attendant.payment.noCreditors')}</p>
              ) : undefined
            }
          >
            <option value="">{creditors.isPending ? t('attendant.payment.loadingCreditors') : t('msg.reading.selectCreditor')}</option>
            {list.map((c) => (
              <option key={c.id} value={c.id}>
                {c.partyName}
              </option>
            ))}
          </SelectField>
        ))}
    </div>
  );
}

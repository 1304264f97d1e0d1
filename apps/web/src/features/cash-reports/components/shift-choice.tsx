import { SHIFTS } from '@forecourt/shared';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { TZodForm } from '@/lib/use-zod-form';
import type { TCashReportValues } from '../lib/cash-report-values';

/** The shift (morning, afternoon, night) as three large radio buttons; its error under them. */
export function ShiftChoice<O>({ form, idPrefix = 'shift' }: { form: TZodForm<TCashReportValues, O>; idPrefix?: string }) {
  const t = useT();
  const error = form.errors.shift;
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{t('cash.form.shift')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {SHIFTS.map((shift) => (
          <label key={shift} htmlFor={`${idPrefix}-${shift}`} className="relative">
            <input
              id={`${idPrefix}-${shift}`}
              type="radio"
              value={shift}
              className="peer sr-only"
              aria-invalid={error ? true : undefined}
              {...form.form.register('shift')}
            />
            <span
              className={cn(
                'flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-input bg-card px-2 text-sm font-medium',
                'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                error && 'border-destructive',
              )}
            >
              {t(`label.shift.${shift}`)}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {t.known(error)}
        </p>
      )}
    </fieldset>
  );
}

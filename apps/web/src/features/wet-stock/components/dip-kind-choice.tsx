import { DIP_KINDS } from '@forecourt/shared';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { TZodForm } from '@/lib/use-zod-form';
import type { TDipFormValues } from '../lib/dip-form-values';
import { DIP_KIND_LABELS } from '../lib/wet-stock-display';

/** When the dip is taken (opening, closing or check) as a segmented control of radio buttons; its error under it. */
export function DipKindChoice<O>({ form }: { form: TZodForm<TDipFormValues, O> }) {
  const t = useT();
  const error = form.errors.kind;
  const errorId = 'dip-kind-error';
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Kind *</legend>
      <div className="grid grid-cols-3 rounded-lg border border-input bg-muted/40 p-1">
        {DIP_KINDS.map((kind) => (
          <label key={kind} htmlFor={`dip-kind-${kind}`} className="relative">
            <input
              id={`dip-kind-${kind}`}
              type="radio"
              value={kind}
              className="peer sr-only"
              aria-invalid={error ? true : undefined}
              {...form.form.register('kind')}
            />
            <span
              className={cn(
                'flex min-h-9 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium text-muted-foreground touch:min-h-11',
                'peer-checked:bg-primary peer-checked:text-primary-foreground peer-checked:shadow-sm',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
              )}
            >
              {DIP_KIND_LABELS[kind]}
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

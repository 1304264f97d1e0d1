import type { TNozzle } from '@forecourt/shared';
import { AlertTriangle, Keyboard, LayoutGrid } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { TZodForm } from '@/lib/use-zod-form';
import { keypadFull } from '../lib/keypad';
import { meterText } from '../lib/nozzle-display';
import type { TEntryPreview, TReadingEntryValues } from '../lib/reading-entry';
import { ReadingKeypad } from './reading-keypad';

type TMode = 'keypad' | 'typed';

/**
 * Step two's value: the on-screen keypad (default) or typed input (a number field, step 0.01), both
 * writing the form's one `reading` value; the nozzle's meter to beat; and what the value means before
 * it is sent (the litres since the last reading and their amount, or that it is below the meter).
 */
export function MeterEntry<O>({ form, nozzle, preview }: { form: TZodForm<TReadingEntryValues, O>; nozzle: TNozzle; preview: TEntryPreview }) {
  const [mode, setMode] = useState<TMode>('keypad');
  const t = useT();
  const fmt = useFormat();
  const strong = (chunks: ReactNode[]) => <strong className="tabular-nums">{chunks}</strong>;
  const value = form.values.reading;
  const setValue = (next: string) => form.form.setValue('reading', next, { shouldDirty: true });
  const switchTo = (next: TMode) => {
    // A keypad value ending in its point ('12.') is not a number a number field can show.
    if (next === 'typed' && value.endsWith('.')) setValue(value.slice(0, -1));
    setMode(next);
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="block text-xs text-muted-foreground">{t('attendant.reading.lastReading')}</span>
          <span className="font-semibold tabular-nums">{meterText(nozzle.currentReading, fmt)}</span>
        </p>
        <div role="radiogroup" aria-label={t('attendant.reading.entryMode')} className="grid shrink-0 grid-cols-2 gap-1 rounded-lg bg-muted p-1">
          {(
            [
              ['keypad', t('attendant.reading.keypad'), LayoutGrid],
              ['typed', t('attendant.reading.typeIt'), Keyboard],
            ] as const
          ).map(([m, label, Icon]) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              onClick={() => switchTo(m)}
              className={cn(
                'flex h-11 items-center justify-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                mode === m && 'bg-card text-foreground shadow-xs',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      </div>

      {mode === 'keypad' ? (
        <div className="space-y-2">
          <div className="rounded-xl border-2 border-primary/40 bg-card px-4 py-2">
            <label htmlFor="attendant-reading-display" className="block text-xs font-medium text-muted-foreground">
              {t('attendant.reading.valueLabel')}
            </label>
            <output
              id="attendant-reading-display"
              aria-live="polite"
              className={cn('block min-h-10 truncate text-right text-4xl font-semibold tabular-nums', !value && 'text-muted-foreground')}
            >
              {value || '0'}
            </output>
          </div>
          <ReadingKeypad value={value} onChange={setValue} describedBy={keypadFull(value) ? 'attendant-keypad-full' : undefined} />
          {keypadFull(value) && (
            <p id="attendant-keypad-full" className="text-xs text-muted-foreground">
              {t('attendant.reading.keypadFull')}
            </p>
          )}
        </div>
      ) : (
        <div className="space-y-1.5">
          <label htmlFor="attendant-reading-value" className="text-sm font-medium">
            {t('attendant.reading.valueLabel')}
          </label>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            autoComplete="off"
            placeholder={meterText(nozzle.currentReading, fmt)}
            className="h-16 text-right text-3xl font-semibold tabular-nums"
            {...form.form.register('reading')}
            id="attendant-reading-value"
          />
        </div>
      )}

      {preview.kind === 'below' && (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-destructive/5 px-3 py-2 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t.known(preview.message)}
        </p>
      )}
      {preview.kind === 'sale' && (
        <p role="status" className={cn('rounded-lg px-3 py-2 text-sm', preview.unusual ? 'bg-warning text-warning-foreground' : 'bg-accent text-accent-foreground')}>
          {t.rich(
            preview.amount === null
              ? preview.unusual
                ? 'attendant.reading.saleUnusual'
                : 'attendant.reading.sale'
              : preview.unusual
                ? 'attendant.reading.saleAmountUnusual'
                : 'attendant.reading.saleAmount',
            { b: strong, litres: fmt.litres(preview.litres), amount: preview.amount === null ? '' : fmt.inr(preview.amount) },
          )}
        </p>
      )}
    </div>
  );
}

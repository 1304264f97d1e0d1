import { formatINR, formatLitres, type TNozzle } from '@forecourt/shared';
import { AlertTriangle, Keyboard, LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
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
          <span className="block text-xs text-muted-foreground">Last reading</span>
          <span className="font-semibold tabular-nums">{meterText(nozzle.currentReading)}</span>
        </p>
        <div role="radiogroup" aria-label="How to enter the reading" className="grid shrink-0 grid-cols-2 gap-1 rounded-lg bg-muted p-1">
          {(
            [
              ['keypad', 'Keypad', LayoutGrid],
              ['typed', 'Type it', Keyboard],
            ] as const
          ).map(([m, label, Icon]) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              onClick={() => switchTo(m)}
              className={cn(
                'flex h-10 items-center justify-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
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
              Meter reading (litres)
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
              The keypad holds 8 characters. For a longer value, choose Type it.
            </p>
          )}
        </div>
      ) : (
        <div className="space-y-1.5">
          <label htmlFor="attendant-reading-value" className="text-sm font-medium">
            Meter reading (litres)
          </label>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            autoComplete="off"
            placeholder={meterText(nozzle.currentReading)}
            className="h-16 text-right text-3xl font-semibold tabular-nums"
            {...form.form.register('reading')}
            id="attendant-reading-value"
          />
        </div>
      )}

      {preview.kind === 'below' && (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-destructive/5 px-3 py-2 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {preview.message}
        </p>
      )}
      {preview.kind === 'sale' && (
        <p role="status" className={cn('rounded-lg px-3 py-2 text-sm', preview.unusual ? 'bg-warning text-warning-foreground' : 'bg-accent text-accent-foreground')}>
          Sale since the last reading: <strong className="tabular-nums">{formatLitres(preview.litres)}</strong>
          {preview.amount !== null && (
            <>
              {' '}
              · <strong className="tabular-nums">{formatINR(preview.amount)}</strong>
            </>
          )}
          {preview.unusual && ' — unusually high, please check the meter.'}
        </p>
      )}
    </div>
  );
}

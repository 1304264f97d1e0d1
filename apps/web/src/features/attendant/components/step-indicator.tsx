import { Check } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

/** Where the attendant is in a short flow: numbered steps, the current one marked, done ones ticked. */
export function StepIndicator({ steps, current }: { steps: string[]; current: number }) {
  const t = useT();
  return (
    <ol aria-label={t('common.steps')} className="flex items-center gap-2 text-sm">
      {steps.map((label, i) => {
        const n = i + 1;
        const done = n < current;
        const here = n === current;
        return (
          <li key={label} aria-current={here ? 'step' : undefined} className="flex min-w-0 items-center gap-2">
            {i > 0 && <span className="h-px w-4 shrink-0 bg-border" aria-hidden="true" />}
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                here && 'border-primary bg-primary text-primary-foreground',
                done && 'border-primary text-primary',
              )}
            >
              {done ? <Check className="size-3.5" aria-label={t('common.done')} /> : n}
            </span>
            <span className={cn('truncate', here ? 'font-medium text-foreground' : 'text-muted-foreground')}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

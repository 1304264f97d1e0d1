import type { TPlanUsage } from '@forecourt/shared';
import { cn } from '@/lib/cn';
import { TONE_BAR, usageTone } from '../lib/usage-tone';

const TONE_LABEL = { green: '', yellow: ' (nearly full)', red: ' (at the limit)' } as const;

/** One usage bar: current of limit, coloured by the thresholds; 999 shows as Unlimited. */
export function UsageBar({ label, usage }: { label: string; usage: TPlanUsage }) {
  const tone = usageTone(usage.percentage);
  const width = usage.unlimited ? 0 : Math.min(100, usage.percentage);
  return (
    <div className="space-y-1.5" data-tone={usage.unlimited ? 'unlimited' : tone}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums text-muted-foreground">
          {usage.unlimited ? `${usage.current} · Unlimited` : `${usage.current} of ${usage.limit}`}
          {!usage.unlimited && <span className="sr-only">{TONE_LABEL[tone]}</span>}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={usage.unlimited ? 0 : width}
        aria-valuetext={usage.unlimited ? `${usage.current}, unlimited` : `${usage.current} of ${usage.limit}`}
        className="h-2 overflow-hidden rounded-full bg-secondary"
      >
        <div className={cn('h-full rounded-full', TONE_BAR[tone])} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

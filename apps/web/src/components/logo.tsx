import { Fuel } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Fuel className="size-4" aria-hidden="true" />
      </span>
      {!compact && <span className="text-base">Forecourt</span>}
    </span>
  );
}

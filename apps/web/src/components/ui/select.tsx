import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A styled native <select>: the platform's own picker on phones, full keyboard and screen-reader
 * support, and it works with react-hook-form's `register` as is.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative w-full min-w-0', className)}>
      <select
        className="flex h-10 w-full min-w-0 touch:min-h-11 cursor-pointer appearance-none rounded-md border border-input bg-card py-2 pl-3 pr-9 text-sm text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive"
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}

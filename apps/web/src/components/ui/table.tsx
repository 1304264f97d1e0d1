import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A dense data table that scrolls sideways inside its card when the screen is narrow. The wrapper is
 * `relative` so visually hidden (absolute) labels inside stay in the scroller, not widening the page,
 * and focusable so keyboard users can scroll it (a table may hold no link or button).
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div tabIndex={0} className="relative w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b bg-muted/50 [&_tr]:border-b-0', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/40', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-medium uppercase tracking-wide text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('whitespace-nowrap px-3 py-2.5 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

/**
 * The layout of a field: a label, the control, a hint and the error message (ids `${id}-hint`,
 * `${id}-error`). Forms use `<Field>` (components/field.tsx), which wires the control to it. An error
 * that is a known English text (a shared schema's, the server's) shows in the language shown.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  className,
  labelAside,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
  className?: string;
  labelAside?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {t.known(error)}
        </p>
      )}
    </div>
  );
}


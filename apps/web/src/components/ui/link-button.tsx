import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from './button';

/** A router link styled as a button, with an optional leading (or trailing) icon. */
export function LinkButton({
  to,
  icon: Icon,
  trailingIcon: Trailing,
  children,
  variant,
  size,
  className,
  'aria-label': ariaLabel,
}: {
  to: string;
  icon?: LucideIcon;
  trailingIcon?: LucideIcon;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to} aria-label={ariaLabel}>
        {Icon && <Icon aria-hidden="true" />}
        {children}
        {Trailing && <Trailing aria-hidden="true" />}
      </Link>
    </Button>
  );
}

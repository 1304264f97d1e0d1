import type { TCashReportStatus } from '@forecourt/shared';
import { Check, Clock, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

/** Approved and rejected styled apart; pending neutral (document 3, section 4). Icon and word, never colour alone. */
const STYLE: Record<TCashReportStatus, string> = {
  approved: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  pending: '',
};
const ICON = { approved: Check, rejected: X, pending: Clock } as const;

export function CashReportStatusBadge({ status }: { status: TCashReportStatus }) {
  const Icon = ICON[status];
  const t = useT();
  return (
    <Badge variant="outline" className={cn(STYLE[status])} data-status={status}>
      <Icon className="size-3" aria-hidden="true" />
      {t(`label.cashStatus.${status}`)}
    </Badge>
  );
}

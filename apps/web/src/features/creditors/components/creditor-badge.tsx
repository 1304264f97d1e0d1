import { CREDITOR_BADGE_LABELS, creditorBadge, type TCreditor } from '@forecourt/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { BADGE_TONE } from '../lib/creditor-display';

/** Inactive / Over Limit / Near Limit / Active, in that order (document 3, section 4; the rule is shared). */
export function CreditorBadge({ creditor, className }: { creditor: Pick<TCreditor, 'status' | 'balance' | 'creditLimit'>; className?: string }) {
  const badge = creditorBadge(creditor);
  return (
    <Badge variant="outline" className={cn(BADGE_TONE[badge], className)} data-badge={badge}>
      {CREDITOR_BADGE_LABELS[badge]}
    </Badge>
  );
}

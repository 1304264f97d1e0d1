import type { TAttendantReading, TPage } from '@forecourt/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { RecentReadings } from './recent-readings';

/**
 * A card of the attendant's latest readings: Recent Activity on the home (3 of the 10 fetched), Recent
 * readings beside the entry (5; document 3, section 2).
 */
export function RecentReadingsCard({
  query,
  title,
  icon: Icon,
  count,
  link,
  className,
}: {
  query: UseQueryResult<TPage<TAttendantReading>>;
  title: string;
  icon: LucideIcon;
  count: number;
  link: { to: string; label: string };
  className?: string;
}) {
  const t = useT();
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-center justify-between space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          {title}
        </CardTitle>
        <Link to={link.to} className="text-sm font-medium text-primary underline-offset-4 hover:underline touch:inline-flex touch:min-h-11 touch:min-w-11 touch:items-center touch:justify-center">
          {link.label}
        </Link>
      </CardHeader>
      <CardContent>
        <RecentReadings query={query} count={count} label={t('attendant.recent.label', { title })} />
      </CardContent>
    </Card>
  );
}

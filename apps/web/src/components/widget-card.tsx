import type { ReactNode } from 'react';
import { LoadError } from '@/components/list-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type TQueryState = { isError: boolean; isPending: boolean; refetch: () => unknown };

/** A dashboard widget: its title, then loading, error (with Retry) or its content. */
export function WidgetCard({ title, description, query, children, className }: { title: string; description?: string; query: TQueryState; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <LoadError title={`Unable to load ${title}`} message="Please try again." onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Skeleton role="status" aria-label={`Loading ${title}`} className="h-48 rounded-lg" />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

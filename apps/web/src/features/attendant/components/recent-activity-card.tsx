import { ATTENDANT_MSG, ATTENDANT_RECENT_HOME, type TAttendantReading } from '@forecourt/shared';
import { Activity, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ReadingList } from './reading-list';

/** Recent Activity (document 3, section 2): the last 3 of the attendant's readings, of the 10 fetched. */
export function RecentActivityCard({ readings, isPending, isError, onRetry }: { readings: TAttendantReading[]; isPending: boolean; isError: boolean; onRetry: () => void }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-4 text-muted-foreground" aria-hidden="true" />
          Recent Activity
        </CardTitle>
        <Link to="/attendant/readings" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Readings
        </Link>
      </CardHeader>
      <CardContent>
        {isError ? (
          <div role="alert" className="space-y-2 text-sm">
            <p>{ATTENDANT_MSG.loadFailed}</p>
            <Button variant="outline" className="h-10" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : isPending ? (
          <div role="status" aria-label="Loading your recent readings" className="space-y-3">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : readings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No readings recorded by you yet.</p>
        ) : (
          <ReadingList readings={readings.slice(0, ATTENDANT_RECENT_HOME)} label="Your latest readings" />
        )}
      </CardContent>
    </Card>
  );
}

import { timeAgo, type TPlatformAnalytics } from '@forecourt/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The latest entries of every tenant's audit log (platform changes, voids, deletions, cash reports…). */
export function RecentActivity({ summary }: { summary: TPlatformAnalytics['activitySummary'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent activity</CardTitle>
        <CardDescription>{summary.weekActivities} recorded action(s) in the last 7 days.</CardDescription>
      </CardHeader>
      <CardContent>
        {summary.recentActivities.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Recent activity">
            {summary.recentActivities.map((a, i) => (
              <li key={`${a.at}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{a.description}</span> <span className="text-muted-foreground">· {a.tenantName}</span>
                  {a.actorRole === 'superadmin' && <span className="text-muted-foreground"> · by the platform</span>}
                </span>
                <time dateTime={a.at} className="shrink-0 text-xs text-muted-foreground">
                  {timeAgo(a.at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

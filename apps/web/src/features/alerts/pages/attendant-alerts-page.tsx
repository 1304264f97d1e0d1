import { BellRing, RotateCw } from 'lucide-react';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n/use-t';
import { useSessionState } from '@/lib/session-store';
import { useAlerts } from '../api/get-alerts';
import { AcknowledgeButton } from '../components/acknowledge-button';
import { AlertOrigin } from '../components/alert-origin';
import { AlertPriorityBadge } from '../components/alert-priority-badge';
import { keyedText } from '@/i18n/known-text';

/** /attendant/alerts (document 3): active alerts of the assigned stations, refetched every 60 s, each acknowledged. */
export default function AttendantAlertsPage() {
  const role = useSessionState().session?.user.role;
  const t = useT();
  const alerts = useAlerts(role, { active: true, limit: 100 });
  const items = (alerts.data?.items ?? []).filter((a) => !a.acknowledged && !a.dismissed);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('alerts.title')}
        description={t('alerts.description')}
        actions={
          <Button variant="outline" onClick={() => void alerts.refetch()} disabled={alerts.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('common.refresh')}
          </Button>
        }
      />
      {alerts.isError ? (
        <LoadError title={t('alerts.title')} message={t('msg.alert.fetchFailed')} onRetry={() => void alerts.refetch()} />
      ) : alerts.isPending ? (
        <CardGridSkeleton count={2} label={t('alerts.loading')} />
      ) : items.length === 0 ? (
        <EmptyState icon={BellRing} title={t('msg.alert.empty')} description={t('alerts.emptyHint')} />
      ) : (
        <ul className="space-y-3" aria-label={t('alerts.list')}>
          {items.map((a) => (
            <li key={a.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{t.known(keyedText(a.title, a.titleText))}</h3>
                    <AlertPriorityBadge priority={a.priority} />
                  </div>
                  <p className="text-sm text-muted-foreground">{t.known(keyedText(a.message, a.messageText))}</p>
                  <AlertOrigin alert={a} />
                </div>
                <AcknowledgeButton alert={a} size="lg" variant="default" className="shrink-0" />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

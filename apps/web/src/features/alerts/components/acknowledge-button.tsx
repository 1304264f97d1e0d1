import { ALERT_MSG, type TAlert } from '@forecourt/shared';
import { Check } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { keyedText } from '@/i18n/known-text';

/** Acknowledge one alert, with the spec's toasts ("Alert has been marked as acknowledged."). */
export function AcknowledgeButton({ alert, size = 'sm', variant = 'outline', className }: { alert: TAlert } & Pick<ButtonProps, 'size' | 'variant' | 'className'>) {
  const acknowledge = useAcknowledgeAlert(useSessionState().session?.user.role);
  const t = useT();
  return (
    <Button
      size={size}
      variant={variant}
      className={className}
      disabled={acknowledge.isPending}
      aria-label={t('alerts.acknowledgeLabel', { title: t.known(keyedText(alert.title, alert.titleText)) })}
      onClick={() =>
        acknowledge.mutate(alert.id, {
          onSuccess: () => notify.success(ALERT_MSG.acknowledged),
          onError: () => notify.error(t('common.error'), ALERT_MSG.ackFailed),
        })
      }
    >
      <Check aria-hidden="true" />
      {t('alerts.acknowledge')}
    </Button>
  );
}

import type { TAlert } from '@forecourt/shared';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';

/** Where and when an alert was raised: "Ring Road · 05 Jan 2025, 03:30 pm". */
export function AlertOrigin({ alert }: { alert: Pick<TAlert, 'stationName' | 'createdAt'> }) {
  const t = useT();
  const fmt = useFormat();
  const time = fmt.dateTime(alert.createdAt);
  return <p className="text-xs text-muted-foreground">{alert.stationName ? t('alerts.origin', { station: alert.stationName, time }) : time}</p>;
}

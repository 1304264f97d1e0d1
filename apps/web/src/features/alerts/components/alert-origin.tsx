import { formatDateTime, type TAlert } from '@forecourt/shared';

/** Where and when an alert was raised: "Ring Road · 05 Jan 2025, 03:30 pm". */
export function AlertOrigin({ alert }: { alert: Pick<TAlert, 'stationName' | 'createdAt'> }) {
  return (
    <p className="text-xs text-muted-foreground">
      {alert.stationName ? `${alert.stationName} · ` : ''}
      {formatDateTime(alert.createdAt)}
    </p>
  );
}

import { AlertTriangle, CloudOff, RotateCw, ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';

/**
 * The analytics screen states (document 4): 'Access Denied' on 403, 'Data Unavailable' when the
 * server did not answer ('Backend service may be temporarily unavailable'), else 'Unable to Load
 * Analytics' with the server's message; each but the first with Try Again.
 */
export function AnalyticsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 403) {
    return (
      <Alert variant="destructive">
        <ShieldAlert aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <AlertTitle>Access Denied</AlertTitle>
          <AlertDescription>Analytics are available to owners and managers.</AlertDescription>
        </div>
      </Alert>
    );
  }
  const unavailable = status === 0 || status === 408 || status === 502 || status === 503 || status === 504;
  const Icon = unavailable ? CloudOff : AlertTriangle;
  return (
    <Alert variant="destructive">
      <Icon aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <AlertTitle>{unavailable ? 'Data Unavailable' : 'Unable to Load Analytics'}</AlertTitle>
        <AlertDescription>{unavailable ? 'Backend service may be temporarily unavailable' : error.message}</AlertDescription>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    </Alert>
  );
}

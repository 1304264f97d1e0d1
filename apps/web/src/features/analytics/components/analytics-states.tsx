import { ShieldAlert } from 'lucide-react';
import { DataErrorPanel } from '@/components/data-error-panel';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/**
 * The analytics screen states (document 4): 'Access Denied' on 403, 'Data Unavailable' when the server
 * did not answer, 'Database Schema Error', else 'Unable to Load Analytics' for the page's key figures
 * (`main`) or 'Error Loading Data' for a tab; each but the first with Try Again and a diagnostics toggle.
 */
export function AnalyticsError({ error, onRetry, main = false }: { error: Error; onRetry: () => void; main?: boolean }) {
  return (
    <DataErrorPanel
      error={error}
      onRetry={onRetry}
      title={main ? 'Unable to Load Analytics' : 'Error Loading Data'}
      accessDenied={
        <Alert variant="destructive">
          <ShieldAlert aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <AlertTitle>Access Denied</AlertTitle>
            <AlertDescription>Analytics are available to owners and managers.</AlertDescription>
          </div>
        </Alert>
      }
    />
  );
}

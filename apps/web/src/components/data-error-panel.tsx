import { AlertTriangle, ChevronDown, CloudOff, Database, RotateCw, ShieldAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';

/** Statuses that mean the server did not answer (no connection, a timeout, a gateway's 502–504). */
const UNAVAILABLE = new Set([0, 408, 502, 503, 504]);

/** The error names a missing `schema_name` column (document 4: the platform's database is behind the code). */
export function isSchemaError(error: Error): boolean {
  return /schema_name/i.test(error.message) && /column/i.test(error.message);
}

/**
 * The analytics screens' error panel (document 4, section 8): 'Access Denied' on 403, 'Data Unavailable'
 * ('Backend service may be temporarily unavailable') when the server did not answer, 'Database Schema
 * Error' when the error mentions a missing schema_name column, otherwise `title` — 'Error Loading Data'
 * for a part of a page, 'Unable to Load Analytics' for its main figures. All but Access Denied have Try
 * Again and a diagnostics toggle (status, code, key and message, for whoever supports the user).
 */
export function DataErrorPanel({
  error,
  onRetry,
  title = 'Error Loading Data',
  accessDenied,
}: {
  error: Error;
  onRetry: () => void;
  title?: string;
  /** What a 403 shows instead (a page's own Access Denied panel). */
  accessDenied?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const diagnosticsId = useId();
  const status = isApiError(error) ? error.status : undefined;

  if (status === 403) {
    return (
      accessDenied ?? (
        <Alert variant="destructive">
          <ShieldAlert aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <AlertTitle>Access Denied</AlertTitle>
            <AlertDescription>{error.message}</AlertDescription>
          </div>
        </Alert>
      )
    );
  }

  const unavailable = status !== undefined && UNAVAILABLE.has(status);
  const schema = !unavailable && isSchemaError(error);
  const Icon = unavailable ? CloudOff : schema ? Database : AlertTriangle;
  const heading = unavailable ? 'Data Unavailable' : schema ? 'Database Schema Error' : title;
  const text = unavailable
    ? 'Backend service may be temporarily unavailable'
    : schema
      ? 'The database is missing a column these figures need (schema_name). An administrator must bring the database up to date.'
      : error.message;
  const rows: Array<[string, string]> = [
    ['Status', status === undefined ? '—' : String(status)],
    ['Code', isApiError(error) ? error.code : error.name],
    ['Key', (isApiError(error) && error.key) || '—'],
    ['Message', error.message || '—'],
  ];

  return (
    <Alert variant="destructive">
      <Icon aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <AlertTitle>{heading}</AlertTitle>
        <AlertDescription>{text}</AlertDescription>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={diagnosticsId} onClick={() => setOpen(!open)}>
            <ChevronDown aria-hidden="true" className={open ? 'rotate-180 transition-transform' : 'transition-transform'} />
            {open ? 'Hide diagnostics' : 'Show diagnostics'}
          </Button>
        </div>
        <dl id={diagnosticsId} hidden={!open} className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border bg-background p-3 text-xs">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-muted-foreground">{term}</dt>
              <dd className="break-all font-mono">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Alert>
  );
}

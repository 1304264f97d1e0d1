import { CREDITOR_MSG } from '@forecourt/shared';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';

/** An id the caller may not see (or a deleted creditor): "Creditor not found" and the way back. */
export function CreditorNotFound({ message }: { message?: string | undefined }) {
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <AlertTitle>{CREDITOR_MSG.notFound}</AlertTitle>
        {message && message !== CREDITOR_MSG.notFound && <AlertDescription>{message}</AlertDescription>}
        <LinkButton to="/dashboard/creditors" icon={ArrowLeft} variant="outline" size="sm" className="mt-3">
          Back to Creditors
        </LinkButton>
      </div>
    </Alert>
  );
}

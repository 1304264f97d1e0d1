import { ArrowLeft, AlertTriangle } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { EmptyState } from '@/components/ui/empty-state';

/** A pump that is missing or failed to load. */
export function PumpLoadError() {
  return (
    <EmptyState
      icon={AlertTriangle}
      title="Error loading pump details"
      description="The pump could not be found or could not be loaded."
      action={
        <LinkButton to="/dashboard/pumps" icon={ArrowLeft} variant="outline">
          Back to Pumps
        </LinkButton>
      }
    />
  );
}

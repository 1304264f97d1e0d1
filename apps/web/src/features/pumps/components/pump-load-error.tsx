import { ArrowLeft, AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A pump that is missing or failed to load. */
export function PumpLoadError() {
  return (
    <EmptyState
      icon={AlertTriangle}
      title="Error loading pump details"
      description="The pump could not be found or could not be loaded."
      action={
        <Button asChild variant="outline">
          <Link to="/dashboard/pumps">
            <ArrowLeft aria-hidden="true" />
            Back to Pumps
          </Link>
        </Button>
      }
    />
  );
}

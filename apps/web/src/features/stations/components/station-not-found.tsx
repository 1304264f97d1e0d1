import { ASSET_MSG } from '@forecourt/shared';
import { ArrowLeft, Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A station that is missing or failed to load. */
export function StationNotFound({ title = ASSET_MSG.stationNotFoundTitle }: { title?: string }) {
  return (
    <EmptyState
      icon={Building2}
      title={title}
      description={ASSET_MSG.stationNotFoundText}
      action={
        <Button asChild variant="outline">
          <Link to="/dashboard/stations">
            <ArrowLeft aria-hidden="true" />
            Back to Stations
          </Link>
        </Button>
      }
    />
  );
}

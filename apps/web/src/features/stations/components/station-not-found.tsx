import { ASSET_MSG } from '@forecourt/shared';
import { ArrowLeft, Building2 } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { EmptyState } from '@/components/ui/empty-state';

/** A station that is missing or failed to load. */
export function StationNotFound({ title = ASSET_MSG.stationNotFoundTitle }: { title?: string }) {
  return (
    <EmptyState
      icon={Building2}
      title={title}
      description={ASSET_MSG.stationNotFoundText}
      action={
        <LinkButton to="/dashboard/stations" icon={ArrowLeft} variant="outline">
          Back to Stations
        </LinkButton>
      }
    />
  );
}

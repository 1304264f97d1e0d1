import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** Inventory is kept per station: with none, the way to Manage Stations. */
export function NoStationsState() {
  return (
    <EmptyState
      icon={Building2}
      title="No stations found"
      description="Fuel inventory is kept per station and fuel type. Add a station first."
      action={
        <Button asChild>
          <Link to="/dashboard/stations">Manage Stations</Link>
        </Button>
      }
    />
  );
}

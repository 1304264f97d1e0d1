import { PAGE_DEFAULT_LIMIT, TANK_MSG, type TTank } from '@forecourt/shared';
import { Cylinder, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { useAllNozzles } from '../api/get-station-nozzles';
import { useTanks } from '../api/get-tanks';
import { fedNozzleNames } from '../lib/tank-nozzles';
import { DeleteTankDialog } from './delete-tank-dialog';
import { TankListCard } from './tank-list-card';

/**
 * The tanks of a station (or of every station), paged: loading, error, the empty state, and a card per
 * tank naming the nozzles it feeds (resolved from GET /nozzles; a count while they load or fail).
 */
export function TankResults({ stationId, addTo }: { stationId: string; addTo: string }) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [stationId]);
  const scope = stationId ? { stationId } : {};
  const tanks = useTanks({ ...scope, page, limit: PAGE_DEFAULT_LIMIT });
  const nozzles = useAllNozzles(scope);
  const [deleting, setDeleting] = useState<TTank | null>(null);

  if (tanks.isPending) return <CardGridSkeleton label="Loading tanks" />;
  if (tanks.isError) return <LoadError title="Error loading tanks" message={tanks.error.message} onRetry={() => void tanks.refetch()} />;
  const { items, total, limit } = tanks.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Cylinder}
        title="No tanks"
        description={TANK_MSG.noTanks}
        action={
          <LinkButton to={addTo} icon={Plus}>
            Add Tank
          </LinkButton>
        }
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Tanks">
        {items.map((tank) => (
          <li key={tank.id}>
            <TankListCard tank={tank} fed={nozzles.data ? fedNozzleNames(tank, nozzles.data) : null} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
      <Pagination page={page} limit={limit} total={total} onPageChange={setPage} label="Tank pages" />
      <DeleteTankDialog tank={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

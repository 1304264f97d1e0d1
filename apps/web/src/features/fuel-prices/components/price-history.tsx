import { FUEL_PRICE_MSG, FUEL_TYPE_LABELS, formatDateTime, formatINR, type TFuelPrice, type TStation } from '@forecourt/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { notify } from '@/lib/notify';
import { useDeleteFuelPrice } from '../api/delete-fuel-price';
import { useFuelPrices } from '../api/get-fuel-prices';
import { EditPriceDialog } from './edit-price-dialog';

const PAGE_SIZE = 10;

function PriceState({ p }: { p: TFuelPrice }) {
  if (p.isActive) return <Badge variant="accent">In effect</Badge>;
  if (p.isScheduled) return <Badge variant="warning">Scheduled</Badge>;
  return <Badge variant="outline">Past</Badge>;
}

/** Price history of one station: every price with its period; unused prices can be edited or deleted. */
export function PriceHistory({ stations, onSetNew }: { stations: TStation[]; onSetNew: (p: Pick<TFuelPrice, 'stationId' | 'fuelType'>) => void }) {
  const [stationId, setStationId] = useState(stations[0]?.id ?? '');
  const [page, setPage] = useState(1);
  const history = useFuelPrices({ stationId, view: 'all', page, limit: PAGE_SIZE }, { enabled: stationId !== '' });
  const remove = useDeleteFuelPrice();
  const [editing, setEditing] = useState<TFuelPrice | null>(null);
  const [deleting, setDeleting] = useState<TFuelPrice | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success('Fuel price deleted'),
      onError: (err) => notify.error('Failed to delete fuel price', err.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Price history</CardTitle>
          <CardDescription>A price that readings have used stays as it is; set a new price instead.</CardDescription>
        </div>
        <div className="sm:w-64">
          <label htmlFor="history-station" className="sr-only">
            Station for price history
          </label>
          <NativeSelect
            id="history-station"
            value={stationId}
            onChange={(e) => {
              setStationId(e.target.value);
              setPage(1);
            }}
          >
            {stations.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Skeleton className="h-32 rounded-lg" />
        ) : history.isError ? (
          <p className="text-sm text-destructive">Failed to load fuel prices: {history.error.message}</p>
        ) : history.data.items.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No prices set for this station yet.</p>
        ) : (
          <Table>
            <TableCaption>Price history</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Fuel type</TableHead>
                <TableHead className="text-right">Price / L</TableHead>
                <TableHead>Valid from</TableHead>
                <TableHead>Valid to</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {history.data.items.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{FUEL_TYPE_LABELS[p.fuelType]}</TableCell>
                  <TableCell className="text-right font-medium tabular-nums">{formatINR(p.price)}</TableCell>
                  <TableCell>{formatDateTime(p.validFrom)}</TableCell>
                  <TableCell>{p.validTo ? formatDateTime(p.validTo) : '—'}</TableCell>
                  <TableCell>
                    <span className="flex items-center gap-2">
                      <PriceState p={p} />
                      {p.usedByReadings && <span className="text-xs text-muted-foreground">Used by readings</span>}
                    </span>
                  </TableCell>
                  <TableCell className="text-right">
                    {p.usedByReadings ? (
                      <Button variant="ghost" size="sm" onClick={() => onSetNew(p)} title={FUEL_PRICE_MSG.usedByReadings}>
                        Set a new price
                      </Button>
                    ) : (
                      <span className="flex justify-end gap-1">
                        <Button variant="ghost" size="sm" onClick={() => setEditing(p)} aria-label={`Edit ${FUEL_TYPE_LABELS[p.fuelType]} price from ${formatDateTime(p.validFrom)}`}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="sm" onClick={() => setDeleting(p)} aria-label={`Delete ${FUEL_TYPE_LABELS[p.fuelType]} price from ${formatDateTime(p.validFrom)}`}>
                          <Trash2 aria-hidden="true" className="text-destructive" />
                        </Button>
                      </span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination page={page} limit={PAGE_SIZE} total={history.data?.total ?? 0} onPageChange={setPage} label="Price history pages" />
      </CardContent>
      {editing && (
        <EditPriceDialog
          price={editing}
          onClose={() => setEditing(null)}
          onSetNew={(p) => {
            setEditing(null);
            onSetNew(p);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete fuel price"
        description="This price has not been used by any reading. Delete it?"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

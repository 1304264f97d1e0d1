import { TANK_MSG, type TTank } from '@forecourt/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { notify } from '@/lib/notify';
import { useDeleteTank } from '../api/delete-tank';

/**
 * Tank delete confirmation. Only a tank empty by the book can go: the server refuses one with stock
 * (409 'tank.notEmpty', its message says to record 0 L first), shown as the error toast.
 */
export function DeleteTankDialog({ tank, onClose }: { tank: TTank | null; onClose: () => void }) {
  const remove = useDeleteTank();
  return (
    <ConfirmDialog
      open={tank !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Tank"
      description={`Are you sure you want to delete ${tank?.name ?? 'this tank'} at ${tank?.stationName ?? 'this station'}? Only an empty tank can be deleted; its stock history is kept and its nozzles then draw from the station's first tank of the fuel.`}
      pending={remove.isPending}
      onConfirm={() => {
        if (!tank) return;
        remove.mutate(tank.id, {
          onSuccess: () => notify.success(TANK_MSG.deleted, `${tank.name} was deleted.`),
          onError: (err) => notify.error('Tank not deleted', err.message),
          onSettled: onClose,
        });
      }}
    />
  );
}

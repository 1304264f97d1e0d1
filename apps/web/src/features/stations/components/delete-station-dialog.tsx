import { ASSET_MSG, type TStation } from '@forecourt/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { notify } from '@/lib/notify';
import { useDeleteStation } from '../api/delete-station';

/** The station delete confirmation: warns that all pumps and nozzles go with it. */
export function DeleteStationDialog({
  station,
  onClose,
  onDeleted,
}: {
  station: TStation | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteStation();
  return (
    <ConfirmDialog
      open={station !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Station"
      description={`Are you sure you want to delete ${station?.name ?? 'this station'}? This action cannot be undone and will also delete all associated pumps and nozzles.`}
      pending={remove.isPending}
      onConfirm={() => {
        if (!station) return;
        remove.mutate(station.id, {
          onSuccess: () => {
            notify.success(ASSET_MSG.stationDeleted, ASSET_MSG.stationDeletedText);
            onClose();
            onDeleted?.();
          },
          onError: (err) => {
            notify.error(ASSET_MSG.stationDeleteFailed, err.message);
            onClose();
          },
        });
      }}
    />
  );
}

import { ASSET_MSG, type TNozzle } from '@forecourt/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { notify } from '@/lib/notify';
import { useDeleteNozzle } from '../api/delete-nozzle';

/** Nozzle delete confirmation: it cannot be undone and deletes the nozzle's readings. */
export function DeleteNozzleDialog({ nozzle, onClose }: { nozzle: TNozzle | null; onClose: () => void }) {
  const remove = useDeleteNozzle();
  return (
    <ConfirmDialog
      open={nozzle !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Nozzle"
      description={ASSET_MSG.nozzleDeleteConfirm(nozzle?.name ?? 'this nozzle')}
      pending={remove.isPending}
      onConfirm={() => {
        if (!nozzle) return;
        remove.mutate(nozzle.id, {
          onSuccess: () => notify.success(ASSET_MSG.nozzleDeleted, ASSET_MSG.nozzleDeletedText),
          onError: (err) => notify.error(ASSET_MSG.nozzleDeleteFailed, `${ASSET_MSG.nozzleDeleteFailedText}: ${err.message}`),
          onSettled: onClose,
        });
      }}
    />
  );
}

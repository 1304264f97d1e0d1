import { ASSET_MSG, ASSET_STATUS_LABELS, type TAssetStatus, type TPump } from '@forecourt/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { notify } from '@/lib/notify';
import { useDeletePump } from '../api/delete-pump';
import { useUpdatePumpStatus } from '../api/update-pump-status';
import { PumpCard } from './pump-card';

/** A grid of pump cards with their menu actions: status changes and delete (with its confirmation). */
export function PumpGrid({ pumps, label = 'Pumps' }: { pumps: TPump[]; label?: string }) {
  const setStatus = useUpdatePumpStatus();
  const remove = useDeletePump();
  const [deleting, setDeleting] = useState<TPump | null>(null);

  const onStatus = (pump: TPump, status: TAssetStatus) =>
    setStatus.mutate(
      { id: pump.id, status },
      {
        onSuccess: () => notify.success(ASSET_MSG.pumpUpdated, `${pump.name} is now ${ASSET_STATUS_LABELS[status]}.`),
        onError: (err) => notify.error(ASSET_MSG.pumpUpdateFailed, err.message),
      },
    );

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
        {pumps.map((pump) => (
          <li key={pump.id}>
            <PumpCard pump={pump} onStatus={onStatus} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={ASSET_MSG.pumpDeleteTitle}
        description={ASSET_MSG.pumpDeleteConfirm}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(ASSET_MSG.pumpDeleted),
            onError: (err) => notify.error(ASSET_MSG.pumpDeleteFailed, err.message),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}

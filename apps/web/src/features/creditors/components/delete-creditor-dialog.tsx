import { CREDITOR_MSG, type TCreditor } from '@forecourt/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { notify } from '@/lib/notify';
import { useDeleteCreditor } from '../api/delete-creditor';

/** Delete (no history) or make inactive (with history): the server decides, the toast says which. */
export function DeleteCreditorDialog({ creditor, onClose, onDeleted }: { creditor: TCreditor | null; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteCreditor();
  return (
    <ConfirmDialog
      open={creditor !== null}
      onOpenChange={(open) => !open && onClose()}
      title={CREDITOR_MSG.deleteTitle}
      description={creditor ? `${creditor.partyName}: ${CREDITOR_MSG.deleteConfirm}` : ''}
      pending={remove.isPending}
      onConfirm={() => {
        if (!creditor) return;
        remove.mutate(creditor.id, {
          onSuccess: (result) => {
            if (result.outcome === 'deleted') {
              notify.success(CREDITOR_MSG.deleted);
              onDeleted();
            } else {
              notify.info(CREDITOR_MSG.deactivated);
            }
            onClose();
          },
          onError: (err) => {
            notify.error('Failed to delete creditor', err.message);
            onClose();
          },
        });
      }}
    />
  );
}

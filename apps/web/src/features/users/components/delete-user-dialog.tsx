import { USER_MSG, type TUser } from '@forecourt/shared';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { notify } from '@/lib/notify';
import { useDeleteUser } from '../api/delete-user';

/** Delete User: warns that it cannot be undone (document 4); toasts the outcome. */
export function DeleteUserDialog({ user, onClose }: { user: TUser | null; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={USER_MSG.deleteTitle}
      description={USER_MSG.deleteWarning(user?.name ?? 'this user')}
      confirmLabel="Delete User"
      pending={remove.isPending}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: () => {
            notify.success(USER_MSG.deleted);
            onClose();
          },
          onError: (err) => {
            notify.error(USER_MSG.deleteFailed, err.message);
            onClose();
          },
        });
      }}
    />
  );
}

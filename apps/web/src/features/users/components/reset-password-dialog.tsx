import { ZResetPassword, type TUser } from '@forecourt/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useZodForm } from '@/lib/use-zod-form';
import { useResetPasswordAction } from '../api/reset-user-password';
import { NewPasswordFields } from './new-password-fields';

/** Reset Password for one user of the list: a new password twice ('Passwords do not match'). */
export function ResetPasswordDialog({ user, onClose }: { user: TUser; onClose: () => void }) {
  const reset = useResetPasswordAction();
  const form = useZodForm(ZResetPassword, { newPassword: '', confirmPassword: '' }, { id: 'reset-user' });
  const submit = form.handleSubmit(async (body) => {
    if (await reset.run(user.id, body, user.name)) onClose();
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>
            Set a new password for {user.name} ({user.email}). They will be signed out of every device.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={`Reset password for ${user.name}`}>
          <NewPasswordFields form={form} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={reset.pending}>
              {reset.pending ? 'Resetting...' : 'Reset Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { SUPERADMIN_MSG, ZAdminResetPassword, ZCreateAdminUser, ZUpdateAdminUser, type TAdminUser } from '@forecourt/shared';
import { Field } from '@/components/field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateAdminUser } from '../api/create-admin-user';
import { useResetAdminPassword } from '../api/reset-admin-password';
import { useUpdateAdminUser } from '../api/update-admin-user';

type TValues = { name: string; email: string; password: string };

/** Create (name, email, password) or edit (name, email) a platform admin (document 4). */
export function AdminUserFormDialog({ admin, onClose }: { admin?: TAdminUser; onClose: () => void }) {
  const editing = admin !== undefined;
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser();
  const form = useZodForm<typeof ZCreateAdminUser | typeof ZUpdateAdminUser, TValues>(
    editing ? ZUpdateAdminUser : ZCreateAdminUser,
    { name: admin?.name ?? '', email: admin?.email ?? '', password: '' },
    { id: editing ? 'edit-admin' : 'new-admin', toInput: (v) => (editing ? { name: v.name, email: v.email } : v) },
  );
  const failTitle = editing ? SUPERADMIN_MSG.adminUpdateFailed : SUPERADMIN_MSG.adminCreateFailed;
  const submit = form.handleSubmit(async (body) => {
    try {
      if (editing) {
        await update.mutateAsync({ id: admin.id, input: body });
        notify.success(SUPERADMIN_MSG.adminUpdated);
      } else {
        await create.mutateAsync(body as TValues);
        notify.success(SUPERADMIN_MSG.adminCreated, `${body.email} signs in at the admin sign-in.`);
      }
      onClose();
    } catch (err) {
      applyServerError(err, form.setError, { fields: ['name', 'email', 'password'], conflictField: 'email', failTitle });
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Admin User' : 'Create Admin User'}</DialogTitle>
          <DialogDescription>{editing ? 'Change the name and email.' : 'A new superadmin of the platform.'}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={editing ? 'Edit Admin User' : 'Create Admin User'}>
          <Field form={form} name="name" label="Name *">
            {(control) => <Input autoComplete="off" {...control} />}
          </Field>
          <Field form={form} name="email" label="Email *">
            {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} />}
          </Field>
          {!editing && (
            <Field form={form} name="password" label="Password *" hint="At least 8 characters.">
              {(control) => <PasswordInput autoComplete="new-password" {...control} />}
            </Field>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.isSubmitting}>
              {form.isSubmitting ? 'Saving...' : editing ? 'Save Changes' : 'Create Admin User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Reset an admin's password: they are signed out everywhere and sign in with the new one. */
export function AdminResetPasswordDialog({ admin, onClose }: { admin: TAdminUser; onClose: () => void }) {
  const reset = useResetAdminPassword();
  const form = useZodForm<typeof ZAdminResetPassword, { newPassword: string }>(ZAdminResetPassword, { newPassword: '' }, { id: 'reset-admin' });
  const submit = form.handleSubmit(async (body) => {
    try {
      await reset.mutateAsync({ id: admin.id, input: body });
      notify.success(SUPERADMIN_MSG.passwordReset, `${admin.name} signs in with the new password; their sessions were signed out.`);
      onClose();
    } catch (err) {
      applyServerError(err, form.setError, { fields: ['newPassword'], failTitle: SUPERADMIN_MSG.passwordResetFailed });
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>A new password for {admin.name}.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reset Password">
          <Field form={form} name="newPassword" label="New password *" hint="At least 8 characters.">
            {(control) => <PasswordInput autoComplete="new-password" {...control} />}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.isSubmitting}>
              {form.isSubmitting ? 'Resetting...' : 'Reset Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

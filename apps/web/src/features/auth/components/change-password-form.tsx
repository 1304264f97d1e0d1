import { USER_MSG, ZChangePasswordForm, type TRole } from '@forecourt/shared';
import { Field } from '@/components/field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** How many other sessions ended, said plainly. */
export function signedOutText(count: number): string | undefined {
  if (count === 0) return undefined;
  return count === 1 ? 'Your other session was signed out.' : `Your ${count} other sessions were signed out.`;
}

/**
 * Change password (document 4): current, new and confirmation; 'Please fill in all fields', 'New
 * passwords do not match', 'New password must be at least 6 characters long'; a wrong current password
 * on its field. This device stays signed in.
 */
export function ChangePasswordForm({ user }: { user: { id: string; role: TRole } }) {
  const change = useChangePassword(user);
  const form = useZodForm(ZChangePasswordForm, EMPTY, { id: 'change-password' });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { otherSessionsSignedOut } = await change.mutateAsync({ currentPassword, newPassword });
      notify.success(USER_MSG.passwordChanged, signedOutText(otherSessionsSignedOut));
      form.form.reset(EMPTY);
    } catch (err) {
      applyServerError(err, form.setError, { fields: FIELDS, failTitle: USER_MSG.passwordChangeFailed });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change password">
      <Field form={form} name="currentPassword" label="Current password *">
        {(control) => <PasswordInput autoComplete="current-password" {...control} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="newPassword" label="New password *" hint="At least 6 characters.">
          {(control) => <PasswordInput autoComplete="new-password" {...control} />}
        </Field>
        <Field form={form} name="confirmPassword" label="Confirm new password *">
          {(control) => <PasswordInput autoComplete="new-password" {...control} />}
        </Field>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}

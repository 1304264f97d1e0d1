import { TEAM_PASSWORD_MIN, USER_MSG, ZChangePasswordForm, type TRole } from '@forecourt/shared';
import { Field } from '@/components/field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { englishIntl } from '@/i18n/known-text';
import { makeTranslate, useT, type TTranslate } from '@/i18n/use-t';
import { notify } from '@/lib/notify';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** How many other sessions ended, said plainly (in the language shown: `t`). */
export function signedOutText(count: number, t: TTranslate = makeTranslate(englishIntl)): string | undefined {
  if (count === 0) return undefined;
  return t('auth.password.othersSignedOut', { count });
}

/**
 * Change password (document 4): current, new and confirmation; 'Please fill in all fields', 'New
 * passwords do not match', 'New password must be at least 6 characters long'; a wrong current password
 * on its field. This device stays signed in.
 */
export function ChangePasswordForm({ user }: { user: { id: string; role: TRole } }) {
  const change = useChangePassword(user);
  const form = useZodForm(ZChangePasswordForm, EMPTY, { id: 'change-password' });
  const t = useT();

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { otherSessionsSignedOut } = await change.mutateAsync({ currentPassword, newPassword });
      notify.success(USER_MSG.passwordChanged, signedOutText(otherSessionsSignedOut, t));
      form.form.reset(EMPTY);
    } catch (err) {
      applyServerError(err, form.setError, { fields: FIELDS, failTitle: USER_MSG.passwordChangeFailed });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('auth.password.form')}>
      <Field form={form} name="currentPassword" label={t('auth.password.current')}>
        {(control) => <PasswordInput autoComplete="current-password" {...control} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="newPassword" label={t('auth.password.new')} hint={t('auth.password.newHint', { min: TEAM_PASSWORD_MIN })}>
          {(control) => <PasswordInput autoComplete="new-password" {...control} />}
        </Field>
        <Field form={form} name="confirmPassword" label={t('auth.password.confirm')}>
          {(control) => <PasswordInput autoComplete="new-password" {...control} />}
        </Field>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={change.isPending}>
        {change.isPending ? t('auth.password.submitting') : t('auth.password.submit')}
      </Button>
    </form>
  );
}

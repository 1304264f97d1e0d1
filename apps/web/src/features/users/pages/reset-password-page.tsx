import { USER_MSG, ZResetPasswordForm, mayManageUser } from '@forecourt/shared';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SelectField } from '@/components/field';
import { LoadError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionState } from '@/lib/session-store';
import { useZodForm } from '@/lib/use-zod-form';
import { useUsers } from '../api/get-users';
import { useResetPasswordAction } from '../api/reset-user-password';
import { NewPasswordFields } from '../components/new-password-fields';

/**
 * /dashboard/users/reset-password (and /dashboard/reset-password): pick a user the caller manages and
 * give them a new password ('Please select a user', 'Password must be at least 6 characters long',
 * 'Passwords do not match'). `?userId=` preselects one.
 */
export default function ResetPasswordPage() {
  const me = useSessionState().session!.user;
  const [params] = useSearchParams();
  // Plans hold at most a few dozen users; the largest page lists them all.
  const users = useUsers({ limit: 100 });
  const manageable = (users.data?.items ?? []).filter((u) => mayManageUser(me, u));
  const reset = useResetPasswordAction();
  const form = useZodForm(ZResetPasswordForm, { userId: params.get('userId') ?? '', newPassword: '', confirmPassword: '' }, { id: 'reset-page' });

  const submit = form.handleSubmit(async ({ userId, newPassword, confirmPassword }) => {
    const user = manageable.find((u) => u.id === userId);
    if (await reset.run(userId, { newPassword, confirmPassword }, user?.name ?? 'The user')) {
      form.form.reset({ userId: '', newPassword: '', confirmPassword: '' });
    }
  });

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader
        title="Reset Password"
        description="Give a team member a new password. They are signed out of every device and sign in with the new one."
        actions={
          <LinkButton to="/dashboard/users" variant="outline" icon={ArrowLeft}>
            Team
          </LinkButton>
        }
      />
      {users.isPending ? (
        <div role="status" aria-label="Loading users">
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : users.isError ? (
        <LoadError title={USER_MSG.loadError} message={users.error.message} onRetry={() => void users.refetch()} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <KeyRound className="size-4" aria-hidden="true" />
              New password
            </CardTitle>
            <CardDescription>{me.role === 'owner' ? 'Managers and attendants' : 'Attendants'} of your business.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reset a user's password">
              <SelectField
                form={form}
                name="userId"
                label="User *"
                below={
                  manageable.length === 0 ? (
                    <p className="text-xs text-muted-foreground">There is nobody whose password you can reset yet.</p>
                  ) : undefined
                }
              >
                <option value="">Select a user</option>
                {manageable.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name} ({u.email})
                  </option>
                ))}
              </SelectField>
              <NewPasswordFields form={form} />
              <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-end" disabled={reset.pending}>
                {reset.pending ? 'Resetting...' : 'Reset Password'}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

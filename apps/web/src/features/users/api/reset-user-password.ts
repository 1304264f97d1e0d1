import { USER_MSG, type TResetPassword } from '@forecourt/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** POST /users/{id}/reset-password: a new password for a user the caller manages (their sessions end). */
export function resetUserPassword(id: string, input: TResetPassword): Promise<null> {
  return api.post<null>(`/users/${encodeURIComponent(id)}/reset-password`, input);
}

/** Changes nothing any list shows, so nothing to invalidate. */
export function useResetUserPassword() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TResetPassword }) => resetUserPassword(id, input),
    meta: { silent: true },
  });
}

/**
 * Reset a user's password with the spec's toasts ('Password reset successfully' / 'Failed to reset
 * password' with the server's reason); resolves true when it was reset.
 */
export function useResetPasswordAction() {
  const reset = useResetUserPassword();
  const run = async (id: string, input: TResetPassword, name: string): Promise<boolean> => {
    try {
      await reset.mutateAsync({ id, input });
      notify.success(USER_MSG.passwordReset, `${name} signs in with the new password; their other sessions were signed out.`);
      return true;
    } catch (err) {
      notify.error(USER_MSG.passwordResetFailed, err instanceof Error ? err.message : undefined);
      return false;
    }
  };
  return { run, pending: reset.isPending };
}

import type { TAdminResetPassword } from '@forecourt/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /superadmin/users/{id}/reset-password: signs that admin out everywhere. Nothing a list shows changes. */
export function resetAdminPassword(id: string, input: TAdminResetPassword): Promise<null> {
  return api.post<null>(`/superadmin/users/${encodeURIComponent(id)}/reset-password`, input);
}

export function useResetAdminPassword() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TAdminResetPassword }) => resetAdminPassword(id, input),
    meta: { silent: true },
  });
}

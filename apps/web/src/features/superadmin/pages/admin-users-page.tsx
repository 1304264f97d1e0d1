import { SUPERADMIN_MSG, formatDateTime, type TAdminUser } from '@forecourt/shared';
import { KeyRound, Pencil, ShieldCheck, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { notify } from '@/lib/notify';
import { useSessionState } from '@/lib/session-store';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminResetPasswordDialog, AdminUserFormDialog } from '../components/admin-user-dialogs';

type TDialog = { kind: 'create' } | { kind: 'edit'; admin: TAdminUser } | { kind: 'reset'; admin: TAdminUser } | null;

/** /superadmin/users: the platform's admin users (document 4). */
export default function AdminUsersPage() {
  const me = useSessionState().session?.user;
  const admins = useAdminUsers();
  const remove = useDeleteAdminUser();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [deleting, setDeleting] = useState<TAdminUser | null>(null);
  const items = admins.data?.items ?? [];
  const create = (
    <Button onClick={() => setDialog({ kind: 'create' })}>
      <UserPlus aria-hidden="true" />
      Create Admin User
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin Users"
        description={
          admins.data
            ? `${admins.data.adminUsers} admin user(s) and ${admins.data.tenantUsers} tenant user(s): ${admins.data.totalUsers} accounts on the platform.`
            : 'The superadmins of the platform.'
        }
        actions={create}
      />
      {admins.isPending ? (
        <CardGridSkeleton label="Loading admin users" />
      ) : admins.isError ? (
        <LoadError title="Error loading admin users" message={admins.error.message} onRetry={() => void admins.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={SUPERADMIN_MSG.noAdmins} description="Create the first admin user." action={create} />
      ) : (
        <Card className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Last sign-in</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((a) => {
                const self = a.id === me?.id;
                return (
                  <TableRow key={a.id}>
                    <TableCell className="font-medium">
                      {a.name} {self && <Badge variant="secondary">You</Badge>}
                    </TableCell>
                    <TableCell>{a.email}</TableCell>
                    <TableCell>Superadmin</TableCell>
                    <TableCell>{a.lastLogin ? formatDateTime(a.lastLogin) : 'Never'}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" aria-label={`Edit ${a.name}`} onClick={() => setDialog({ kind: 'edit', admin: a })}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Reset password of ${a.name}`} onClick={() => setDialog({ kind: 'reset', admin: a })}>
                          <KeyRound aria-hidden="true" />
                        </Button>
                        {!self && (
                          <Button variant="ghost" size="icon" aria-label={`Delete ${a.name}`} onClick={() => setDeleting(a)}>
                            <Trash2 aria-hidden="true" />
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Card>
      )}
      {dialog?.kind === 'create' && <AdminUserFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <AdminUserFormDialog admin={dialog.admin} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reset' && <AdminResetPasswordDialog admin={dialog.admin} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Admin User"
        description={`Are you sure you want to delete ${deleting?.name ?? 'this admin'}? This action cannot be undone; they are signed out at once.`}
        confirmLabel="Delete Admin User"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(SUPERADMIN_MSG.adminDeleted, deleting.name),
            onError: (err) => notify.error(SUPERADMIN_MSG.adminDeleteFailed, err.message),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}

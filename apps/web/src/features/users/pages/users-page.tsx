import { ROLE_LABELS, SEARCH_DEBOUNCE_MS, TENANT_ROLES, USER_MSG, manageableRoles, type TTenantRole, type TUser } from '@forecourt/shared';
import { KeyRound, SearchX, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { CardGridSkeleton, LoadError } from '@/components/list-states';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { NativeSelect } from '@/components/ui/select';
import { useSessionState } from '@/lib/session-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUsers } from '../api/get-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { UserFormDialog } from '../components/user-form-dialog';
import { UsersList } from '../components/users-list';

const PAGE_SIZE = 20;

type TDialog = { kind: 'create' } | { kind: 'edit'; user: TUser } | { kind: 'reset'; user: TUser } | null;

/** /dashboard/users: Team Management (document 4) for owners and managers. */
export default function UsersPage() {
  const me = useSessionState().session!.user;
  const roles = manageableRoles(me.role);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<TTenantRole | ''>('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsers({ page, limit: PAGE_SIZE, ...(term ? { search: term } : {}), ...(role ? { role } : {}) });
  const [dialog, setDialog] = useState<TDialog>(null);
  const [deleting, setDeleting] = useState<TUser | null>(null);
  const items = users.data?.items ?? [];
  const filtered = Boolean(term || role);

  const create = (
    <Button onClick={() => setDialog({ kind: 'create' })}>
      <UserPlus aria-hidden="true" />
      Create User
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Team Management"
        description={
          me.role === 'owner'
            ? 'Create and manage the managers and attendants of your business.'
            : 'Create and manage the attendants of your business.'
        }
        actions={
          <>
            <LinkButton to="/dashboard/users/reset-password" variant="outline" icon={KeyRound}>
              Reset Password
            </LinkButton>
            {create}
          </>
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          id="user-search"
          label="Search users"
          placeholder="Search by name or email..."
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          className="sm:max-w-sm sm:flex-1"
        />
        <label htmlFor="user-role-filter" className="sr-only">
          Role
        </label>
        <NativeSelect
          id="user-role-filter"
          className="sm:w-48"
          value={role}
          onChange={(e) => {
            setRole(e.target.value as TTenantRole | '');
            setPage(1);
          }}
        >
          <option value="">All roles</option>
          {TENANT_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {users.isPending ? (
        <CardGridSkeleton label="Loading users" />
      ) : users.isError ? (
        <LoadError title={USER_MSG.loadError} message={users.error.message} onRetry={() => void users.refetch()} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchX} title="No users found" description="No team member matches this search and role." />
        ) : (
          <EmptyState icon={Users} title="No team members yet" description="Create the first manager or attendant of your business." action={create} />
        )
      ) : (
        <>
          <UsersList
            users={items}
            me={me}
            actions={{
              onEdit: (user) => setDialog({ kind: 'edit', user }),
              onReset: (user) => setDialog({ kind: 'reset', user }),
              onDelete: setDeleting,
            }}
          />
          <Pagination page={page} limit={PAGE_SIZE} total={users.data.total} onPageChange={setPage} label="Team pages" />
        </>
      )}

      {dialog?.kind === 'create' && <UserFormDialog roles={roles} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <UserFormDialog user={dialog.user} roles={roles} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

import { formatDateTime, mayManageUser, type TRole, type TUser } from '@forecourt/shared';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { UserRoleBadge, UserStatusBadge } from './user-badges';

export type TUserActions = { onEdit: (u: TUser) => void; onReset: (u: TUser) => void; onDelete: (u: TUser) => void };

const NEVER = 'Never';

/** Edit, Reset Password and Delete for a user the caller manages; who it is otherwise. */
function Actions({ user, me, actions, large }: { user: TUser; me: { id: string; role: TRole }; actions: TUserActions; large?: boolean }) {
  if (!mayManageUser(me, user)) {
    return <span className="text-xs text-muted-foreground">{user.id === me.id ? 'You' : 'No actions'}</span>;
  }
  const size = large ? 'default' : 'sm';
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size={size} className={large ? 'min-h-11 flex-1' : undefined} onClick={() => actions.onEdit(user)} aria-label={`Edit ${user.name}`}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button variant="outline" size={size} className={large ? 'min-h-11 flex-1' : undefined} onClick={() => actions.onReset(user)} aria-label={`Reset password of ${user.name}`}>
        <KeyRound aria-hidden="true" />
        Reset Password
      </Button>
      <Button
        variant="outline"
        size={size}
        className={large ? 'min-h-11 flex-1 text-destructive' : 'text-destructive'}
        onClick={() => actions.onDelete(user)}
        aria-label={`Delete ${user.name}`}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}

/** The team: a table from 768 px, cards below (document 4). */
export function UsersList({ users, me, actions }: { users: TUser[]; me: { id: string; role: TRole }; actions: TUserActions }) {
  return (
    <>
      <Card className="hidden p-1 md:block">
        <Table>
          <TableCaption>Team members</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Station</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Last sign-in</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((u) => (
              <TableRow key={u.id} data-testid="user-row">
                <TableCell className="max-w-64">
                  <p className="truncate font-medium" title={u.name}>
                    {u.name}
                  </p>
                  <p className="truncate text-xs text-muted-foreground" title={u.email}>
                    {u.email}
                  </p>
                </TableCell>
                <TableCell>
                  <UserRoleBadge role={u.role} />
                </TableCell>
                <TableCell className="max-w-56 truncate" title={u.stationName ?? undefined}>
                  {u.stationName ?? <span className="text-muted-foreground">{u.role === 'attendant' ? 'None' : 'All stations'}</span>}
                </TableCell>
                <TableCell>
                  <UserStatusBadge status={u.status} />
                </TableCell>
                <TableCell className="text-muted-foreground">{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : NEVER}</TableCell>
                <TableCell>
                  <Actions user={u} me={me} actions={actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Team members">
        {users.map((u) => (
          <li key={u.id} className="min-w-0" data-testid="user-card">
            <Card className="space-y-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{u.name}</p>
                  <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                </div>
                <UserRoleBadge role={u.role} />
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div className="col-span-2 min-w-0">
                  <dt className="text-xs text-muted-foreground">Station</dt>
                  <dd className="truncate">{u.stationName ?? (u.role === 'attendant' ? 'None' : 'All stations')}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Status</dt>
                  <dd>
                    <UserStatusBadge status={u.status} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Last sign-in</dt>
                  <dd>{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : NEVER}</dd>
                </div>
              </dl>
              <Actions user={u} me={me} actions={actions} large />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

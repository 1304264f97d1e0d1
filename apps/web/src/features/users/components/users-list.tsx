import { formatDateTime, mayManageUser, type TRole, type TUser } from '@forecourt/shared';
import { ChevronDown, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { UserRoleBadge, UserStatusBadge } from './user-badges';

export type TUserActions = { onEdit: (u: TUser) => void; onReset: (u: TUser) => void; onDelete: (u: TUser) => void };

const NEVER = 'Never';

/** What the row of a user the caller does not manage says instead of actions: their own account links to settings. */
function NoActions({ user, me }: { user: TUser; me: { id: string } }) {
  if (user.id === me.id) {
    // One's own account is changed in account settings, not here.
    return (
      <Link to="/dashboard/settings" className="inline-flex min-h-9 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
        Your account settings
      </Link>
    );
  }
  return <span className="text-xs text-muted-foreground">No actions</span>;
}

/** The table's actions: one menu per row (Edit, Reset Password, Delete), so the row stays one line. */
function RowActions({ user, me, actions }: { user: TUser; me: { id: string; role: TRole }; actions: TUserActions }) {
  if (!mayManageUser(me, user)) return <NoActions user={user} me={me} />;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Actions for ${user.name}`}>
          Actions
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onEdit(user)}>
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onReset(user)}>
          <KeyRound aria-hidden="true" />
          Reset Password
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="text-destructive data-[highlighted]:text-destructive" onSelect={() => actions.onDelete(user)}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A card's actions: large buttons for a thumb. */
function CardActions({ user, me, actions }: { user: TUser; me: { id: string; role: TRole }; actions: TUserActions }) {
  if (!mayManageUser(me, user)) return <NoActions user={user} me={me} />;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" className="min-h-11 flex-1" onClick={() => actions.onEdit(user)} aria-label={`Edit ${user.name}`}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button variant="outline" className="min-h-11 flex-1" onClick={() => actions.onReset(user)} aria-label={`Reset password of ${user.name}`}>
        <KeyRound aria-hidden="true" />
        Reset Password
      </Button>
      <Button variant="outline" className="min-h-11 flex-1 text-destructive" onClick={() => actions.onDelete(user)} aria-label={`Delete ${user.name}`}>
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
                <TableCell className="max-w-52 truncate" title={u.stationName ?? undefined}>
                  {u.stationName ?? <span className="text-muted-foreground">{u.role === 'attendant' ? 'None' : 'All stations'}</span>}
                </TableCell>
                <TableCell>
                  <UserStatusBadge status={u.status} />
                  <p className="mt-1 text-xs text-muted-foreground">{u.lastLoginAt ? `Last sign-in ${formatDateTime(u.lastLoginAt)}` : 'Never signed in'}</p>
                </TableCell>
                <TableCell>
                  <RowActions user={u} me={me} actions={actions} />
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
              <CardActions user={u} me={me} actions={actions} />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

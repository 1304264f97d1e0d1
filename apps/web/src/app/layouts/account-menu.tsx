import { LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { InitialsAvatar } from '@/components/initials-avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/use-logout';
import { useSessionState } from '@/lib/session-store';
import { SETTINGS_BY_ROLE } from '../nav';

/** Avatar menu with Settings and Log out. The avatar is drawn locally from the user's initials. */
export function AccountMenu() {
  const { session } = useSessionState();
  const logout = useLogout();
  if (!session) return null;
  const { user } = session;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full">
          {/* Named by text, not aria-label: the initials shown are not part of the name (WCAG 2.5.3). */}
          <span className="sr-only">Account menu</span>
          <InitialsAvatar name={user.name} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{user.name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          {user.tenantName && <span className="mt-1 block truncate text-xs font-normal text-muted-foreground">{user.tenantName}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={SETTINGS_BY_ROLE[user.role]}>
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => logout('menu')}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

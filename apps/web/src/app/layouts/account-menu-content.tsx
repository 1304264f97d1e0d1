import { LOCALES } from '@forecourt/shared';
import { CircleHelp, Languages, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import type { TDeferredMenuProps } from '@/components/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/use-logout';
import { useLocaleChoice } from '@/i18n/i18n-provider';
import { INTL_LOCALE, isLocale, LOCALE_NAMES } from '@/i18n/locales';
import { useT } from '@/i18n/use-t';
import { useSessionState } from '@/lib/session-store';
import { SETTINGS_BY_ROLE } from '../settings-paths';

/** The avatar menu's content (the user, Settings, Help, an attendant's language, Log out): loaded by AccountMenu on first use. */
export default function AccountMenuContent({ trigger, defaultOpen }: TDeferredMenuProps) {
  const { session } = useSessionState();
  const logout = useLogout();
  const t = useT();
  const language = useLocaleChoice();
  if (!session) return null;
  const { user } = session;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
            {t('layout.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/help">
            <CircleHelp aria-hidden="true" />
            {t('layout.help')}
          </Link>
        </DropdownMenuItem>
        {language && user.role === 'attendant' && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel id="account-menu-language" className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <Languages className="size-4" aria-hidden="true" />
              {t('language.label')}
            </DropdownMenuLabel>
            <DropdownMenuRadioGroup
              aria-labelledby="account-menu-language"
              value={language.locale}
              onValueChange={(value) => isLocale(value) && language.setLocale(value)}
            >
              {LOCALES.map((l) => (
                <DropdownMenuRadioItem key={l} value={l} lang={INTL_LOCALE[l]} className="min-h-11">
                  {LOCALE_NAMES[l]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={() => logout('menu')}>
          <LogOut aria-hidden="true" />
          {t('layout.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

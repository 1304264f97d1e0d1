import { lazy } from 'react';
import { DeferredMenu } from '@/components/deferred-menu';
import { InitialsAvatar } from '@/components/initials-avatar';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { useSessionState } from '@/lib/session-store';

const loadContent = () => import('./account-menu-content');
const AccountMenuContent = lazy(loadContent);

/**
 * Avatar menu with Settings and Log out — and, for an attendant, the language (English / हिन्दी; the other
 * roles' pages stay English, docs/decisions/030). Its code loads on first use. The avatar is drawn locally from the user's
 * initials.
 */
export function AccountMenu() {
  const { session } = useSessionState();
  const t = useT();
  if (!session) return null;
  const { user } = session;
  return (
    <DeferredMenu
      menu={AccountMenuContent}
      preload={loadContent}
      trigger={(props) => (
        <Button variant="ghost" size="icon" className="rounded-full" {...props}>
          {/* Named by text, not aria-label: the initials shown are not part of the name (WCAG 2.5.3). */}
          <span className="sr-only">{t('layout.accountMenu')}</span>
          <InitialsAvatar name={user.name} />
        </Button>
      )}
    />
  );
}

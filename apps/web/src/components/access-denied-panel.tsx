import { HOME_BY_ROLE, type TRole } from '@forecourt/shared';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

/**
 * 'Access Denied' as a panel (document 4: others opening a superadmin page see it with their role, and
 * no call is made for them): the spec's text with the role the page needs, the role of the signed-in
 * user, and the way to their own home. In the language shown (an attendant may read Hindi).
 */
export function AccessDeniedPanel({ required, role }: { required: readonly TRole[]; role: TRole | undefined }) {
  const t = useT();
  const roles = t.or(required.map((r) => t(`label.role.${r}`)));
  return (
    <section
      aria-labelledby="access-denied-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h2 id="access-denied-title" className="text-lg font-semibold">
        {t('msg.title.accessDenied')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('app.accessDenied', { roles })}</p>
      {role && (
        <p className="text-sm font-medium" data-testid="access-denied-role">
          {t('app.accessDenied.yourRole', { role: t(`label.role.${role}`) })}
        </p>
      )}
      {role && (
        <Button asChild className="mt-2 min-h-11">
          <Link to={HOME_BY_ROLE[role]}>{t('app.accessDenied.home')}</Link>
        </Button>
      )}
    </section>
  );
}

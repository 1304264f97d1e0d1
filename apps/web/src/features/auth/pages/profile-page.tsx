import { TENANT_STATUSES, type TProfile } from '@forecourt/shared';
import { KeyRound, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { InitialsAvatar } from '@/components/initials-avatar';
import { LoadError } from '@/components/list-states';
import { useFormat } from '@/i18n/use-format';
import { useT, type TTranslate } from '@/i18n/use-t';
import { useSessionState } from '@/lib/session-store';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { useLogout } from '../use-logout';

/**
 * Account Settings (document 4) for every role: /dashboard/settings (owner, manager),
 * /attendant/settings, /superadmin/settings. Profile, change password and account security; an area
 * adds its own sections below them (`children`: the owner area's reminders and reminder preferences).
 */
export default function ProfilePage({ children }: { children?: ReactNode }) {
  const { data, isPending, isError, refetch } = useProfile();
  const me = useSessionState().session?.user;
  const logout = useLogout();
  const t = useT();
  const fmt = useFormat();

  return (
    <div className="mx-auto grid max-w-3xl gap-4 [&>*]:min-w-0">
      <PageHeader title={t('auth.profile.title')} description={t('auth.profile.description')} />
      <Section icon={<UserRound />} title={t('auth.profile.profile')} description={t('auth.profile.profileDescription')}>
        {isPending ? (
          <div className="space-y-3" role="status" aria-label={t('auth.profile.loading')}>
            <Skeleton className="h-10 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : isError ? (
          <LoadError title={t('auth.profile.loadError')} message={t('auth.profile.loadErrorText')} onRetry={() => void refetch()} />
        ) : (
          <ProfileDetails profile={data} />
        )}
      </Section>

      {me && (
        <Section icon={<KeyRound />} title={t('auth.profile.password')} description={t('auth.profile.passwordDescription')}>
          <ChangePasswordForm user={me} />
        </Section>
      )}

      <Section icon={<ShieldCheck />} title={t('auth.profile.security')} description={t('auth.profile.securityDescription')}>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Item term={t('auth.profile.lastSignIn')} value={data ? (data.lastLoginAt ? fmt.dateTime(data.lastLoginAt) : t('common.never')) : '—'} />
          <Item
            term={t('auth.profile.passwordChanged')}
            value={data ? (data.passwordChangedAt ? fmt.dateTime(data.passwordChangedAt) : t('auth.profile.notChanged')) : '—'}
          />
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">{t('auth.profile.securityNote')}</p>
        <Button variant="outline" className="mt-4 min-h-11" onClick={() => logout('menu')}>
          <LogOut aria-hidden="true" />
          {t('auth.profile.signOut')}
        </Button>
      </Section>
      {children}
    </div>
  );
}

function Section({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 [&_svg]:size-4 [&_svg]:text-muted-foreground">
          <span aria-hidden="true">{icon}</span>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function ProfileDetails({ profile }: { profile: TProfile }) {
  const t = useT();
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3">
        <InitialsAvatar name={profile.name} className="size-12 text-base" />
        <div className="min-w-0">
          <p className="break-words font-semibold">{profile.name}</p>
          <p className="break-all text-sm text-muted-foreground">{profile.email}</p>
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Item term={t('auth.profile.role')} value={t(`label.role.${profile.role}`)} />
        {profile.tenantName && <Item term={t('auth.profile.business')} value={profile.tenantName} />}
        {profile.planName && <Item term={t('auth.profile.plan')} value={profile.planName} />}
        {profile.tenantStatus && <Item term={t('auth.profile.accountStatus')} value={tenantStatusText(profile.tenantStatus, t)} />}
      </dl>
    </div>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-lg border bg-background/50 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 font-medium">{value}</dd>
    </div>
  );
}

/** The business account's status in the language shown ('Active'); an unknown one as it came, capitalised. */
function tenantStatusText(status: string, t: TTranslate): string {
  if ((TENANT_STATUSES as readonly string[]).includes(status)) return t(`label.tenant.${status as (typeof TENANT_STATUSES)[number]}`);
  return status.charAt(0).toUpperCase() + status.slice(1);
}

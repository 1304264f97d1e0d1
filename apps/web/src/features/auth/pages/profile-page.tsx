import { ROLE_LABELS, formatDateTime, type TProfile } from '@forecourt/shared';
import { KeyRound, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { InitialsAvatar } from '@/components/initials-avatar';
import { LoadError } from '@/components/list-states';
import { useSessionState } from '@/lib/session-store';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { useLogout } from '../use-logout';

/**
 * Account Settings (document 4) for every role: /dashboard/settings (owner, manager),
 * /attendant/settings, /superadmin/settings. Profile, change password and account security; an area
 * adds its own sections below them (`children`: the owner area's reminders and reminder preferences).
 */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const { data, isPending, isError, refetch } = useProfile();
  const me = useSessionState().session?.user;
  const logout = useLogout();

  return (
    <div className="mx-auto grid max-w-3xl gap-4 [&>*]:min-w-0">
      <PageHeader title="Account Settings" description="Your profile, your password and how your account is kept safe." />
      <Section icon={<UserRound />} title="Profile" description="Your account details.">
        {isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading profile">
            <Skeleton className="h-10 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : isError ? (
          <LoadError title="Error loading profile" message="The profile could not be loaded." onRetry={() => void refetch()} />
        ) : (
          <ProfileDetails profile={data} />
        )}
      </Section>

      {me && (
        <Section icon={<KeyRound />} title="Change Password" description="Enter your current password, then the new one twice.">
          <ChangePasswordForm user={me} />
        </Section>
      )}

      <Section icon={<ShieldCheck />} title="Account Security" description="Sign-ins and sessions of your account.">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Item term="Last sign-in" value={data ? (data.lastLoginAt ? formatDateTime(data.lastLoginAt) : 'Never') : '—'} />
          <Item
            term="Password last changed"
            value={data ? (data.passwordChangedAt ? formatDateTime(data.passwordChangedAt) : 'Not changed since the account was created') : '—'}
          />
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">
          Changing your password signs you out on every other device; this one stays signed in. Your password is stored only as a
          one-way hash.
        </p>
        <Button variant="outline" className="mt-4 min-h-11" onClick={() => logout('menu')}>
          <LogOut aria-hidden="true" />
          Sign out of this device
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
        <Item term="Role" value={ROLE_LABELS[profile.role]} />
        {profile.tenantName && <Item term="Business" value={profile.tenantName} />}
        {profile.planName && <Item term="Plan" value={profile.planName} />}
        {profile.tenantStatus && <Item term="Account status" value={capitalise(profile.tenantStatus)} />}
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

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export default ProfilePage;

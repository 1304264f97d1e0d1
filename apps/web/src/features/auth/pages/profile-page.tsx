import { ROLE_LABELS } from '@forecourt/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { InitialsAvatar } from '@/components/initials-avatar';
import { useProfile } from '../api/get-profile';

/** Account settings: the signed-in user's profile from GET auth/profile. */
export function ProfilePage({ note }: { note?: string }) {
  const { data, isPending, isError } = useProfile();

  return (
    <div className="grid max-w-3xl gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>Your account details.</CardDescription>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <div className="space-y-3" role="status" aria-label="Loading profile">
              <Skeleton className="h-10 w-48" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : isError ? (
            <p className="text-sm text-muted-foreground">The profile could not be loaded. Please try again later.</p>
          ) : (
            <div className="space-y-5">
              <div className="flex items-center gap-3">
                <InitialsAvatar name={data.name} className="size-12 text-base" />
                <div className="min-w-0">
                  <p className="truncate font-semibold">{data.name}</p>
                  <p className="truncate text-sm text-muted-foreground">{data.email}</p>
                </div>
              </div>
              <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
                <Item term="Role" value={ROLE_LABELS[data.role]} />
                {data.tenantName && <Item term="Business" value={data.tenantName} />}
                {data.planName && <Item term="Plan" value={data.planName} />}
                {data.tenantStatus && <Item term="Account status" value={capitalise(data.tenantStatus)} />}
              </dl>
            </div>
          )}
        </CardContent>
      </Card>
      {note && (
        <Card>
          <CardContent className="py-5 text-sm text-muted-foreground">{note}</CardContent>
        </Card>
      )}
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

import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** What a superadmin sees on /dashboard: the business dashboard is for tenants; a pointer to the platform area. */
export default function SuperadminPointer() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-6">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-lg font-semibold">This dashboard is for businesses</h1>
          <p className="text-sm text-muted-foreground">
            You are signed in as a platform administrator. The platform overview is where you manage tenants, plans and
            admin users.
          </p>
          <Button asChild className="mt-2">
            <Link to="/superadmin/overview">Go to the platform overview</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

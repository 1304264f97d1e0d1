import { ArrowLeftRight, ShieldCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { AuthShell } from '../components/auth-shell';
import { SignInForm } from '../components/sign-in-form';

/** /login and the admin portal (/login/admin, any signed-out path containing /admin). */
export default function LoginPage() {
  const location = useLocation();
  const admin = location.pathname.includes('/admin');
  const t = useT();

  return (
    <AuthShell>
      <div className="mb-6 space-y-2">
        {admin && (
          <Badge variant="accent" className="mb-1">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {t('auth.login.adminBadge')}
          </Badge>
        )}
        <h1 className="text-2xl font-semibold tracking-tight">{admin ? t('auth.login.adminTitle') : t('auth.login.title')}</h1>
        <p className="text-sm text-muted-foreground">
          {admin ? t('auth.login.adminSubtitle') : t('auth.login.subtitle')}
        </p>
      </div>

      <SignInForm admin={admin} />

      <div className="mt-6 space-y-4">
        <Button asChild variant="outline" className="w-full">
          <Link to={admin ? '/login' : '/login/admin'} replace>
            <ArrowLeftRight aria-hidden="true" />
            {admin ? t('auth.login.toRegular') : t('auth.login.toAdmin')}
          </Link>
        </Button>
        {!admin && (
          <p className="text-center text-sm text-muted-foreground">
            {t('auth.login.newHere')}{' '}
            <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('auth.login.createAccount')}
            </Link>
          </p>
        )}
      </div>
    </AuthShell>
  );
}

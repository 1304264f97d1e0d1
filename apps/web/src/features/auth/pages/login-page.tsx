import { HOME_BY_ROLE, MSG, TITLES, ZLoginRequest } from '@forecourt/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, ShieldCheck } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Field } from '@/components/field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { setSession } from '@/lib/session-store';
import { useZodForm } from '@/lib/use-zod-form';
import { login } from '../api/login';
import { AuthShell } from '../components/auth-shell';
import { PasswordInput } from '@/components/password-input';

/** /login and the admin portal (/login/admin, any signed-out path containing /admin). */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const admin = location.pathname.includes('/admin');

  const form = useZodForm(ZLoginRequest, { email: '', password: '' }, { id: 'login' });
  const { isSubmitting } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const auth = await login(values, admin ? 'admin' : 'tenant');
      queryClient.clear();
      setSession({ token: auth.token, user: auth.user });
      void navigate(HOME_BY_ROLE[auth.user.role], { replace: true });
    } catch (err) {
      const message = isApiError(err) && err.message ? err.message : MSG.invalidCredentials;
      notify.error(TITLES.loginFailed, message, 'login-failed');
    }
  });

  return (
    <AuthShell>
      <div className="mb-6 space-y-2">
        {admin && (
          <Badge variant="accent" className="mb-1">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            Admin Portal
          </Badge>
        )}
        <h1 className="text-2xl font-semibold tracking-tight">{admin ? 'Platform administration' : 'Sign in to Forecourt'}</h1>
        <p className="text-sm text-muted-foreground">
          {admin ? 'Platform Management & Analytics Dashboard' : 'Welcome back. Enter your work email and password.'}
        </p>
      </div>

      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={admin ? 'Admin sign in' : 'Sign in'}>
        <Field form={form} name="email" label="Email">
          {(control) => <Input type="email" autoComplete="username" inputMode="email" required placeholder="you@business.com" {...control} />}
        </Field>
        <Field form={form} name="password" label="Password">
          {(control) => <PasswordInput autoComplete="current-password" required {...control} />}
        </Field>
        {admin && <p className="text-xs text-muted-foreground">SuperAdmin authentication endpoint</p>}
        <Button type="submit" className="h-10 w-full" disabled={isSubmitting}>
          {admin ? (isSubmitting ? 'Authenticating...' : 'Admin Sign In') : isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>

      <div className="mt-6 space-y-4">
        <Button asChild variant="outline" className="w-full">
          <Link to={admin ? '/login' : '/login/admin'} replace>
            <ArrowLeftRight aria-hidden="true" />
            {admin ? 'Switch to Regular Login' : 'Admin Portal'}
          </Link>
        </Button>
        {!admin && (
          <p className="text-center text-sm text-muted-foreground">
            New to Forecourt?{' '}
            <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
              Create your business account
            </Link>
          </p>
        )}
      </div>
    </AuthShell>
  );
}

export default LoginPage;

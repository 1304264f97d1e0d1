import { HOME_BY_ROLE, MSG, TITLES, ZLoginRequest } from '@forecourt/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { fieldAria, FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { setSession } from '@/lib/session-store';
import { login } from '../api/login';
import { AuthShell } from '../components/auth-shell';
import { PasswordInput } from '../components/password-input';

type TLoginInput = z.input<typeof ZLoginRequest>;
type TLoginOutput = z.output<typeof ZLoginRequest>;

/** /login and the admin portal (/login/admin, any signed-out path containing /admin). */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const admin = location.pathname.includes('/admin');

  const form = useForm<TLoginInput, unknown, TLoginOutput>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

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

  const emailId = 'login-email';
  const passwordId = 'login-password';

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
        <FormField id={emailId} label="Email" error={errors.email?.message}>
          <Input
            id={emailId}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            placeholder="you@business.com"
            {...fieldAria(emailId, errors.email?.message)}
            {...form.register('email')}
          />
        </FormField>
        <FormField id={passwordId} label="Password" error={errors.password?.message}>
          <PasswordInput
            id={passwordId}
            autoComplete="current-password"
            required
            {...fieldAria(passwordId, errors.password?.message)}
            {...form.register('password')}
          />
        </FormField>
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

import { HOME_BY_ROLE, PASSWORD_MIN, ZRegisterRequest } from '@forecourt/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { fieldAria, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { notify, toastApiError } from '@/lib/notify';
import { setSession } from '@/lib/session-store';
import { register as registerBusiness } from '../api/register';
import { AuthShell } from '../components/auth-shell';
import { PasswordInput } from '../components/password-input';

type TRegisterInput = z.input<typeof ZRegisterRequest>;
type TRegisterOutput = z.output<typeof ZRegisterRequest>;
type TField = keyof TRegisterInput;
const FIELDS: TField[] = ['businessName', 'name', 'email', 'password'];

/** /register: a new business signs up; its owner is signed in and lands on /dashboard. */
export function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TRegisterInput, unknown, TRegisterOutput>({
    resolver: zodResolver(ZRegisterRequest),
    defaultValues: { businessName: '', name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const auth = await registerBusiness(values);
      queryClient.clear();
      setSession({ token: auth.token, user: auth.user });
      notify.success('Welcome to Forecourt', `${auth.user.tenantName ?? 'Your business'} is ready.`);
      void navigate(HOME_BY_ROLE[auth.user.role], { replace: true });
    } catch (err) {
      if (isApiError(err)) {
        let placed = false;
        for (const d of err.details ?? []) {
          if ((FIELDS as string[]).includes(d.field)) {
            form.setError(d.field as TField, { message: d.message });
            placed = true;
          }
        }
        if (err.status === 409) {
          form.setError('email', { message: err.message });
          placed = true;
        }
        if (placed) {
          notify.error('Sign-up failed', err.message);
          return;
        }
      }
      toastApiError(err);
    }
  });

  const ids = { businessName: 'reg-business', name: 'reg-name', email: 'reg-email', password: 'reg-password' };

  return (
    <AuthShell>
      <div className="mb-6 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Create your business account</h1>
        <p className="text-sm text-muted-foreground">Start with the Regular plan. You can add stations, pumps and your team next.</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create your business account">
        <FormField id={ids.businessName} label="Business name" error={errors.businessName?.message}>
          <Input
            id={ids.businessName}
            autoComplete="organization"
            required
            placeholder="e.g. Sharma Fuels"
            {...fieldAria(ids.businessName, errors.businessName?.message)}
            {...form.register('businessName')}
          />
        </FormField>
        <FormField id={ids.name} label="Your name" error={errors.name?.message}>
          <Input id={ids.name} autoComplete="name" required {...fieldAria(ids.name, errors.name?.message)} {...form.register('name')} />
        </FormField>
        <FormField id={ids.email} label="Email" error={errors.email?.message}>
          <Input
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...fieldAria(ids.email, errors.email?.message)}
            {...form.register('email')}
          />
        </FormField>
        <FormField id={ids.password} label="Password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN} characters.`}>
          <PasswordInput
            id={ids.password}
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            {...fieldAria(ids.password, errors.password?.message, true)}
            {...form.register('password')}
          />
        </FormField>
        <Button type="submit" className="h-10 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}

export default RegisterPage;

import { HOME_BY_ROLE, PASSWORD_MIN, ZRegisterRequest } from '@forecourt/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { notify, toastApiError } from '@/lib/notify';
import { setSession } from '@/lib/session-store';
import { useZodForm } from '@/lib/use-zod-form';
import { register as registerBusiness } from '../api/register';
import { AuthShell } from '../components/auth-shell';
import { PasswordInput } from '@/components/password-input';

const EMPTY = { businessName: '', name: '', email: '', password: '' };
type TField = keyof typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as TField[];

/** /register: a new business signs up; its owner is signed in and lands on /dashboard. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const form = useZodForm(ZRegisterRequest, EMPTY, { id: 'reg', ids: { businessName: 'reg-business' } });
  const { isSubmitting } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const auth = await registerBusiness(values);
      queryClient.clear();
      setSession({ token: auth.token, user: auth.user });
      notify.success(
        t('auth.register.welcome'),
        auth.user.tenantName ? t('auth.register.ready', { business: auth.user.tenantName }) : t('auth.register.readyUnnamed'),
      );
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
          notify.error(t('auth.register.failed'), err.message);
          return;
        }
      }
      toastApiError(err);
    }
  });

  return (
    <AuthShell>
      <div className="mb-6 space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('auth.register.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('auth.register.subtitle')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('auth.register.title')}>
        <Field form={form} name="businessName" label={t('auth.register.businessName')}>
          {(control) => <Input autoComplete="organization" required placeholder={t('auth.register.businessPlaceholder')} {...control} />}
        </Field>
        <Field form={form} name="name" label={t('auth.register.name')}>
          {(control) => <Input autoComplete="name" required {...control} />}
        </Field>
        <Field form={form} name="email" label={t('auth.register.email')}>
          {(control) => <Input type="email" inputMode="email" autoComplete="email" required {...control} />}
        </Field>
        <Field form={form} name="password" label={t('auth.register.password')} hint={t('auth.register.passwordHint', { min: PASSWORD_MIN })}>
          {(control) => <PasswordInput autoComplete="new-password" required minLength={PASSWORD_MIN} {...control} />}
        </Field>
        <Button type="submit" className="h-10 w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth.register.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.register.signIn')}
        </Link>
      </p>
    </AuthShell>
  );
}

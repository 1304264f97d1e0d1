import { HOME_BY_ROLE, MSG, TITLES, type TLoginRequest } from '@forecourt/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { setSession } from '@/lib/session-store';
import { parseForm, type TFormParse } from '@/lib/zod-form';
import { login } from '../api/login';

type TErrors = Partial<Record<keyof TLoginRequest, string>>;
const FIELDS = ['email', 'password'] as const;
const ID = 'login';

let schema: ReturnType<typeof importSchema> | undefined;
function importSchema() {
  return import('../lib/login-schema').then((m) => m.ZLoginRequest);
}
/** The shared sign-in schema (and zod with it): loaded when a field is first focused, once. */
function loadSchema() {
  schema ??= importSchema().catch((error: unknown) => {
    schema = undefined; // tried again at the next focus or submit
    throw error;
  });
  return schema;
}

function valuesOf(form: HTMLFormElement): TLoginRequest {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

/** Validates with the shared schema; when it cannot be downloaded, the server (same schema) decides. */
async function validate(form: HTMLFormElement): Promise<TFormParse<TLoginRequest>> {
  const values = valuesOf(form);
  const loaded = await loadSchema().catch(() => undefined);
  return loaded ? parseForm(loaded, values) : { ok: true, data: values };
}

/**
 * The sign-in form of /login and /login/admin. The one form not built on useZodForm
 * (docs/decisions/012-web-forms.md): the first thing a phone loads, it does without react-hook-form and
 * loads zod only once a field is focused (docs/decisions/031-fast-on-a-cheap-phone.md). Same schema,
 * same texts, same field markup: errors show on their fields on submit, the first one focused, and are
 * checked again on every change after that.
 */
export function SignInForm({ admin }: { admin: boolean }) {
  const navigate = useNavigate();
  const t = useT();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<TErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const result = await validate(form);
      if (!result.ok) {
        setErrors(result.errors);
        const first = FIELDS.find((name) => result.errors[name]);
        if (first) document.getElementById(`${ID}-${first}`)?.focus();
        return;
      }
      setErrors({});
      const auth = await login(result.data, admin ? 'admin' : 'tenant');
      queryClient.clear();
      setSession({ token: auth.token, user: auth.user });
      void navigate(HOME_BY_ROLE[auth.user.role], { replace: true });
    } catch (err) {
      const message = isApiError(err) && err.message ? err.message : MSG.invalidCredentials;
      notify.error(TITLES.loginFailed, message, 'login-failed');
    } finally {
      setSubmitting(false);
    }
  };

  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    if (!submitted) return;
    const result = await validate(event.currentTarget);
    setErrors(result.ok ? {} : result.errors);
  };

  const control = (name: (typeof FIELDS)[number]) => ({
    id: `${ID}-${name}`,
    name,
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': errors[name] ? `${ID}-${name}-error` : undefined,
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onChange={(event) => void onChange(event)}
      onFocus={() => void loadSchema().catch(() => {})}
      noValidate
      className="space-y-4"
      aria-label={admin ? t('auth.login.adminForm') : t('auth.login.form')}
    >
      <FormField id={`${ID}-email`} label={t('auth.login.email')} error={errors.email}>
        <Input type="email" autoComplete="username" inputMode="email" required placeholder="you@business.com" {...control('email')} />
      </FormField>
      <FormField id={`${ID}-password`} label={t('auth.login.password')} error={errors.password}>
        <PasswordInput autoComplete="current-password" required {...control('password')} />
      </FormField>
      {admin && <p className="text-xs text-muted-foreground">{t('auth.login.adminNote')}</p>}
      <Button type="submit" className="h-10 w-full" disabled={submitting}>
        {admin
          ? submitting
            ? t('auth.login.adminSubmitting')
            : t('auth.login.adminSubmit')
          : submitting
            ? t('auth.login.submitting')
            : t('auth.login.submit')}
      </Button>
    </form>
  );
}

import { TEAM_PASSWORD_MIN } from '@forecourt/shared';
import type { FieldValues, Path } from 'react-hook-form';
import { Field } from '@/components/field';
import { PasswordInput } from '@/components/password-input';
import type { TZodForm } from '@/lib/use-zod-form';

type TPasswordPair = { newPassword: string; confirmPassword: string };

/** New password and its confirmation, for the reset dialog and the reset page. */
export function NewPasswordFields<V extends FieldValues & TPasswordPair, O>({ form }: { form: TZodForm<V, O> }) {
  return (
    <>
      <Field form={form} name={'newPassword' as Path<V>} label="New password *" hint={`At least ${TEAM_PASSWORD_MIN} characters.`}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} />}
      </Field>
      <Field form={form} name={'confirmPassword' as Path<V>} label="Confirm new password *">
        {(control) => <PasswordInput autoComplete="new-password" {...control} />}
      </Field>
    </>
  );
}

import {
  ROLE_LABELS,
  TEAM_PASSWORD_MIN,
  USER_MSG,
  USER_STATUS_LABELS,
  USER_STATUSES,
  ZCreateUser,
  ZUpdateUser,
  attendantHasStation,
  type TCreateUser,
  type TManageableRole,
  type TUpdateUser,
  type TUser,
} from '@forecourt/shared';
import { useState } from 'react';
import { Field, SelectField } from '@/components/field';
import { PlanLimitAlert } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { PasswordInput } from '@/components/password-input';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import {
  emptyUserValues,
  toCreateInput,
  toUpdateInput,
  toUserFormValues,
  USER_FORM_FIELDS,
  type TUserFormValues,
} from '../lib/user-form-values';
import { StationChecklist } from './station-checklist';

/**
 * Create User and Edit User (document 4): name, email, role (the roles the caller manages: a manager
 * sees attendant only), password on create, status on edit, and the stations. Validated by the shared
 * schemas; the server's refusals go on their fields (409 email, 422 stations) or inline (plan limit).
 */
export function UserFormDialog({
  user,
  roles,
  onClose,
}: {
  /** The user to edit; absent to create one. */
  user?: TUser;
  roles: readonly TManageableRole[];
  onClose: () => void;
}) {
  const editing = user !== undefined;
  const create = useCreateUser();
  const update = useUpdateUser();
  const [planLimit, setPlanLimit] = useState<string | undefined>();
  const form = useZodForm<typeof ZCreateUser | typeof ZUpdateUser, TUserFormValues>(
    editing ? ZUpdateUser : ZCreateUser,
    editing ? toUserFormValues(user) : emptyUserValues(roles),
    { id: editing ? 'edit-user' : 'new-user', toInput: editing ? toUpdateInput : toCreateInput },
  );
  const { values, isSubmitting } = form;
  const failTitle = editing ? USER_MSG.updateFailed : USER_MSG.createFailed;

  // The body is the schema's output (trimmed, the email in lower case).
  const save = async (body: TCreateUser | TUpdateUser) => {
    setPlanLimit(undefined);
    try {
      if (editing) {
        await update.mutateAsync({ id: user.id, input: body as TUpdateUser });
        notify.success(USER_MSG.updated);
      } else {
        await create.mutateAsync(body as TCreateUser);
        notify.success(USER_MSG.created);
      }
      onClose();
    } catch (err) {
      // 409 on the email, 422 rules on their field (stations not found, an attendant without a station).
      setPlanLimit(applyServerError(err, form.setError, { fields: USER_FORM_FIELDS, conflictField: 'email', failTitle }).planLimit);
    }
  };
  // Every problem at once: the schema leaves the stations rule for when the text fields are valid.
  const submit = form.handleSubmit(save, (invalid) => {
    if (!invalid.stationIds && !attendantHasStation(form.form.getValues())) {
      form.setError('stationIds', { type: 'validate', message: USER_MSG.stationRequired });
    }
  });

  const setStations = (ids: string[]) =>
    form.form.setValue('stationIds', ids, { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit User' : 'Create User'}</DialogTitle>
          <DialogDescription>
            {editing ? `Change ${user.name}'s details, role and stations.` : 'Add a manager or an attendant to your team. They sign in with this email and password.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={editing ? 'Edit User' : 'Create User'}>
          <PlanLimitAlert message={planLimit} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field form={form} name="name" label="Name *">
              {(control) => <Input autoComplete="off" {...control} />}
            </Field>
            <Field form={form} name="email" label="Email *">
              {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} />}
            </Field>
            <SelectField form={form} name="role" label="Role *" disabled={roles.length < 2}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </SelectField>
            {editing ? (
              <SelectField form={form} name="status" label="Status">
                {USER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {USER_STATUS_LABELS[s]}
                  </option>
                ))}
              </SelectField>
            ) : (
              <Field form={form} name="password" label="Password *" hint={`At least ${TEAM_PASSWORD_MIN} characters.`}>
                {(control) => <PasswordInput autoComplete="new-password" {...control} />}
              </Field>
            )}
          </div>
          <StationChecklist
            id={`${editing ? 'edit-user' : 'new-user'}-stations`}
            value={values.stationIds ?? []}
            onChange={setStations}
            required={values.role === 'attendant'}
            error={form.errors.stationIds}
          />
          {editing && values.status === 'inactive' && user.status === 'active' && (
            <p className="text-sm text-muted-foreground">An inactive user cannot sign in and is signed out of every device.</p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (editing ? 'Saving...' : 'Creating...') : editing ? 'Save Changes' : 'Create User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

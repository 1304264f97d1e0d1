import { SUPERADMIN_MSG, ZCreateTenant, formatINR, type TCreateTenant, type TPlan } from '@forecourt/shared';
import { useNavigate } from 'react-router';
import { Field, SelectField } from '@/components/field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateTenant } from '../api/create-tenant';

type TValues = { name: string; planId: string; ownerName: string; ownerEmail: string; ownerPassword: string };
const FIELDS = ['name', 'planId', 'ownerName', 'ownerEmail', 'ownerPassword'] as const;

/**
 * Create Tenant (document 4): name, plan, owner name, owner email and the owner's initial password (at
 * least 8); submit stays disabled until every field is filled. The plans are the platform's real ones.
 */
export function CreateTenantDialog({ plans, onClose }: { plans: TPlan[]; onClose: () => void }) {
  const create = useCreateTenant();
  const navigate = useNavigate();
  const defaultPlan = plans.find((p) => p.isDefault) ?? plans[0];
  const form = useZodForm<typeof ZCreateTenant, TValues>(
    ZCreateTenant,
    { name: '', planId: defaultPlan?.id ?? '', ownerName: '', ownerEmail: '', ownerPassword: '' },
    { id: 'new-tenant' },
  );
  const { values, isSubmitting } = form;
  const filled = FIELDS.every((f) => values[f].trim() !== '');

  const submit = form.handleSubmit(async (body: TCreateTenant) => {
    try {
      const tenant = await create.mutateAsync(body);
      notify.success(SUPERADMIN_MSG.tenantCreated, `${tenant.name}: ${tenant.ownerEmail} signs in with the initial password.`);
      onClose();
      void navigate(`/superadmin/tenants/${tenant.id}`);
    } catch (err) {
      applyServerError(err, form.setError, { fields: FIELDS, conflictField: 'ownerEmail', failTitle: SUPERADMIN_MSG.tenantCreateFailed });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Tenant</DialogTitle>
          <DialogDescription>A new business on a plan, with its owner's account. The owner signs in with the email and initial password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Create Tenant">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field form={form} name="name" label="Business name *">
              {(control) => <Input autoComplete="off" {...control} />}
            </Field>
            <SelectField form={form} name="planId" label="Plan *">
              {plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} — {formatINR(p.priceMonthly)}/month, {p.maxStations} station{p.maxStations === 1 ? '' : 's'}
                </option>
              ))}
            </SelectField>
            <Field form={form} name="ownerName" label="Owner name *">
              {(control) => <Input autoComplete="off" {...control} />}
            </Field>
            <Field form={form} name="ownerEmail" label="Owner email *">
              {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} />}
            </Field>
            <Field form={form} name="ownerPassword" label="Initial password *" hint={SUPERADMIN_MSG.ownerPasswordHint} className="sm:col-span-2">
              {(control) => <PasswordInput autoComplete="new-password" {...control} />}
            </Field>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!filled || isSubmitting}>
              {isSubmitting ? 'Creating...' : 'Create Tenant'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

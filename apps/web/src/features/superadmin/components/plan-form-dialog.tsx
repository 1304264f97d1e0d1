import { NEW_PLAN_DEFAULTS, PLAN_MSG, ZPlanInput, type TPlan, type TPlanInput } from '@forecourt/shared';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { applyServerError } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import { PlanFeaturesField } from './plan-features-field';

type TValues = {
  name: string;
  maxStations: string;
  maxPumpsPerStation: string;
  maxNozzlesPerPump: string;
  maxUsers: string;
  priceMonthly: string;
  priceYearly: string;
  features: string[];
  isDefault: boolean;
};
const FIELDS = ['name', 'maxStations', 'maxPumpsPerStation', 'maxNozzlesPerPump', 'maxUsers', 'priceMonthly', 'priceYearly', 'features'] as const;

function initial(plan?: TPlan): TValues {
  // A new plan starts with every feature of the catalogue ticked (docs/decisions/064).
  const p = plan ?? { name: '', ...NEW_PLAN_DEFAULTS, isDefault: false };
  return {
    name: p.name,
    maxStations: String(p.maxStations),
    maxPumpsPerStation: String(p.maxPumpsPerStation),
    maxNozzlesPerPump: String(p.maxNozzlesPerPump),
    maxUsers: String(p.maxUsers),
    priceMonthly: String(p.priceMonthly),
    priceYearly: String(p.priceYearly),
    features: [...p.features],
    isDefault: p.isDefault,
  };
}

/** Create Plan / Edit Plan (document 4): limits at least 1, prices at least 0 in steps of 0.01, features from the catalogue. */
export function PlanFormDialog({ plan, onClose }: { plan?: TPlan; onClose: () => void }) {
  const editing = plan !== undefined;
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useZodForm<typeof ZPlanInput, TValues>(ZPlanInput, initial(plan), { id: editing ? 'edit-plan' : 'new-plan' });
  const { values, isSubmitting } = form;
  const failTitle = editing ? PLAN_MSG.updateFailed : PLAN_MSG.createFailed;

  const submit = form.handleSubmit(async (body: TPlanInput) => {
    try {
      if (editing) {
        await update.mutateAsync({ id: plan.id, input: body });
        notify.success(PLAN_MSG.updated, plan.tenantCount ? `The new limits and features apply to its ${plan.tenantCount} tenant(s) from their next action.` : undefined);
      } else {
        await create.mutateAsync(body);
        notify.success(PLAN_MSG.created);
      }
      onClose();
    } catch (err) {
      applyServerError(err, form.setError, { fields: FIELDS, conflictField: 'name', failTitle });
    }
  });

  const number = (name: (typeof FIELDS)[number], label: string, opts: { step?: string; min: string; hint?: string }) => (
    <Field form={form} name={name} label={label} {...(opts.hint ? { hint: opts.hint } : {})}>
      {(control) => <Input type="number" inputMode="decimal" step={opts.step ?? '1'} min={opts.min} {...control} />}
    </Field>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Plan' : 'Create Plan'}</DialogTitle>
          <DialogDescription>
            {editing ? 'Changed limits and features apply to every tenant on this plan from their next action.' : 'A subscription plan tenants can be put on.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={editing ? 'Edit Plan' : 'Create Plan'}>
          <Field form={form} name="name" label="Plan name *">
            {(control) => <Input autoComplete="off" {...control} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            {number('maxStations', 'Max stations *', { min: '1' })}
            {number('maxPumpsPerStation', 'Max pumps per station *', { min: '1' })}
            {number('maxNozzlesPerPump', 'Max nozzles per pump *', { min: '1', hint: 'At most 12.' })}
            {number('maxUsers', 'Max users *', { min: '1', hint: '999 means unlimited.' })}
            {number('priceMonthly', 'Monthly price (₹) *', { min: '0', step: '0.01' })}
            {number('priceYearly', 'Yearly price (₹) *', { min: '0', step: '0.01' })}
          </div>
          <label className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={values.isDefault}
              disabled={plan?.isDefault}
              onChange={(e) => form.form.setValue('isDefault', e.target.checked, { shouldDirty: true })}
            />
            The plan new sign-ups get{plan?.isDefault ? ' (make another plan the default to change this)' : ''}
          </label>
          <PlanFeaturesField
            value={values.features}
            onChange={(next) => form.form.setValue('features', next, { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted })}
            {...(form.errors.features ? { error: form.errors.features } : {})}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : editing ? 'Save Changes' : 'Create Plan'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

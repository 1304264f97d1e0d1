import { CREDIT_LIMIT_MAX, CREDITOR_STATUSES, type TCreditorStatus } from '@forecourt/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { FormActions, NamedOptions } from '@/components/asset-fields';
import { Field, SelectField } from '@/components/field';
import { FormProblems } from '@/components/form-problems';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerError, type TServerErrorOutcome } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useStationOptions } from '../api/get-station-options';

export type TCreditorFormValues = {
  partyName: string;
  stationId: string;
  contactPerson: string;
  phoneNumber: string;
  address: string;
  creditLimit: string;
  paymentTerms: string;
  notes: string;
  status: TCreditorStatus;
};
type TField = keyof TCreditorFormValues;
const FIELDS: TField[] = ['partyName', 'stationId', 'contactPerson', 'phoneNumber', 'address', 'creditLimit', 'paymentTerms', 'notes', 'status'];

export const EMPTY_CREDITOR_VALUES: TCreditorFormValues = {
  partyName: '',
  stationId: '',
  contactPerson: '',
  phoneNumber: '',
  address: '',
  creditLimit: '',
  paymentTerms: '',
  notes: '',
  status: 'active',
};

const STATUS_LABELS: Record<TCreditorStatus, string> = { active: 'Active', inactive: 'Inactive (no new credit sales)' };

/**
 * The creditor form of Add Creditor and Edit Creditor (document 3, section 5): party name required,
 * credit limit 0 to 9,999,999, station optional ("Any station"). Validated by the shared schema the API
 * uses (create or update); a blank limit is 0, and a limit of 0 allows no credit sale without an override.
 */
export function CreditorForm<S extends z.ZodType>({
  schema,
  defaultValues,
  withStatus = false,
  submitLabel,
  pendingLabel,
  failTitle,
  onSubmit,
  onCancel,
}: {
  schema: S;
  defaultValues: TCreditorFormValues;
  withStatus?: boolean;
  submitLabel: string;
  pendingLabel: string;
  failTitle: string;
  onSubmit: (body: z.output<S>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const stations = useStationOptions();
  const form = useZodForm(schema, defaultValues, {
    id: 'creditor',
    // Blank optional text is "none" (cleared on an edit); a blank limit is 0.
    toInput: (v) => ({
      partyName: v.partyName,
      stationId: v.stationId === '' ? (withStatus ? null : undefined) : v.stationId,
      contactPerson: v.contactPerson.trim() === '' ? (withStatus ? null : undefined) : v.contactPerson,
      phoneNumber: v.phoneNumber.trim() === '' ? (withStatus ? null : undefined) : v.phoneNumber,
      address: v.address.trim() === '' ? (withStatus ? null : undefined) : v.address,
      creditLimit: v.creditLimit.trim() === '' ? 0 : v.creditLimit,
      paymentTerms: v.paymentTerms.trim() === '' ? (withStatus ? null : undefined) : v.paymentTerms,
      notes: v.notes.trim() === '' ? (withStatus ? null : undefined) : v.notes,
      ...(withStatus ? { status: v.status } : {}),
    }),
  });
  const [outcome, setOutcome] = useState<TServerErrorOutcome>({ problems: [] });

  const submit = form.handleSubmit(
    async (body) => {
      setOutcome({ problems: [] });
      try {
        await onSubmit(body);
      } catch (err) {
        setOutcome(applyServerError(err, form.setError, { fields: FIELDS, failTitle }));
      }
    },
    (invalid) => setOutcome({ problems: FIELDS.map((f) => invalid[f]).filter((m): m is string => Boolean(m)) }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={submitLabel}>
      <FormProblems problems={outcome.problems} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="partyName" label="Party Name *" className="sm:col-span-2">
          {(control) => <Input autoComplete="organization" placeholder="e.g. Kaveri Logistics" maxLength={120} {...control} />}
        </Field>
        <SelectField
          form={form}
          name="stationId"
          label="Station"
          hint="Leave as Any station when the customer buys at every station."
          error={stations.isError ? 'Failed to load stations. Please refresh the page or contact support.' : undefined}
        >
          <NamedOptions items={stations.data ?? []} empty={stations.isPending ? 'Loading stations…' : 'Any station'} />
        </SelectField>
        <Field
          form={form}
          name="creditLimit"
          label="Credit Limit (₹)"
          hint={`0 to ${CREDIT_LIMIT_MAX.toLocaleString('en-IN')}. A sale past the limit needs an owner's or manager's reason.`}
        >
          {(control) => <Input type="number" inputMode="decimal" min={0} max={CREDIT_LIMIT_MAX} step={0.01} placeholder="0" {...control} />}
        </Field>
        <Field form={form} name="contactPerson" label="Contact Person">
          {(control) => <Input autoComplete="name" maxLength={120} {...control} />}
        </Field>
        <Field form={form} name="phoneNumber" label="Phone Number">
          {(control) => <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={20} placeholder="98450 12345" {...control} />}
        </Field>
        <Field form={form} name="address" label="Address" className="sm:col-span-2">
          {(control) => <Textarea rows={2} maxLength={300} autoComplete="street-address" {...control} />}
        </Field>
        <Field form={form} name="paymentTerms" label="Payment Terms" hint="e.g. 30 days, weekly">
          {(control) => <Input maxLength={200} {...control} />}
        </Field>
        {withStatus && (
          <SelectField form={form} name="status" label="Status">
            {CREDITOR_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
        )}
        <Field form={form} name="notes" label="Notes" className="sm:col-span-2">
          {(control) => <Textarea rows={2} maxLength={500} {...control} />}
        </Field>
      </div>
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={form.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

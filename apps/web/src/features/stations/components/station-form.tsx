import { ASSET_MSG, type TAssetStatus, type TStation } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { Field, SelectField } from '@/components/field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { applyServerError, type TServerErrorOutcome } from '@/lib/server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { AssetStatusOptions, FormActions } from '@/components/asset-fields';
import { FormProblems, PlanLimitAlert } from '@/components/form-problems';

export type TStationFormValues = {
  name: string;
  address: string;
  phone: string;
  email: string;
  city: string;
  state: string;
  zipCode: string;
  status: TAssetStatus;
};
type TField = keyof TStationFormValues;
const ALL_FIELDS: TField[] = ['name', 'address', 'phone', 'email', 'city', 'state', 'zipCode', 'status'];

export const EMPTY_STATION_VALUES: TStationFormValues = {
  name: '',
  address: '',
  phone: '',
  email: '',
  city: '',
  state: '',
  zipCode: '',
  status: 'active',
};

/**
 * The station form behind Create New Station, Station Settings and Edit Station: the same fields,
 * each page choosing which it shows, its schema (the shared zod schema, or one derived from it) and
 * its wording.
 */
export function StationForm<S extends z.ZodType<unknown, { [K in keyof TStationFormValues]?: TStationFormValues[K] | null }>>({
  schema,
  fields,
  defaultValues,
  nameLabel = 'Name *',
  addressLabel = 'Address *',
  submitLabel,
  pendingLabel,
  listProblems = false,
  problemsSentence = false,
  optionalBlank = [],
  failTitle,
  onSubmit,
  onCancel,
}: {
  schema: S;
  /** Blank optional inputs that mean "leave as it is" (Edit Station's address). */
  optionalBlank?: TField[];
  fields: TField[];
  defaultValues: TStationFormValues;
  nameLabel?: string;
  addressLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Create: list the problems of a failed save after "Please fix the following errors:". */
  listProblems?: boolean;
  /** Update: the problems of a failed save in one line, "Validation failed: …" (document 2, section 5). */
  problemsSentence?: boolean;
  failTitle: string;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm(schema, defaultValues, {
    id: 'station',
    // Only the fields this page shows are validated and sent; a blank "leave as it is" field is dropped.
    toInput: (values) => {
      const shown: Partial<Record<TField, string>> = {};
      for (const field of fields) {
        const value = values[field];
        if (!(optionalBlank.includes(field) && value.trim() === '')) shown[field] = value;
      }
      return shown;
    },
  });
  const { isSubmitting } = form;
  const [outcome, setOutcome] = useState<TServerErrorOutcome>({ problems: [] });
  const show = (field: TField) => fields.includes(field);

  const submit = form.handleSubmit(
    async (values) => {
      setOutcome({ problems: [] });
      try {
        await onSubmit(values);
      } catch (err) {
        setOutcome(applyServerError(err, form.setError, { fields: ALL_FIELDS, conflictField: 'name', failTitle }));
      }
    },
    (invalid) => {
      const problems = ALL_FIELDS.map((f) => invalid[f]).filter((m): m is string => Boolean(m));
      setOutcome({ problems });
    },
  );

  const text = (field: Exclude<TField, 'status'>, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <Field form={form} name={field} label={label} hint={hint}>
      {(control) => <Input {...props} {...control} />}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={submitLabel}>
      <PlanLimitAlert message={outcome.planLimit} />
      {listProblems && <FormProblems problems={outcome.problems} />}
      {problemsSentence && outcome.problems.length > 0 && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription className="mt-0">{ASSET_MSG.validationFailed(outcome.problems)}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {show('name') && <div className="sm:col-span-2">{text('name', nameLabel, { autoComplete: 'organization', placeholder: 'e.g. Sharma Fuels Highway' })}</div>}
        {show('address') && <div className="sm:col-span-2">{text('address', addressLabel, { autoComplete: 'street-address' })}</div>}
        {show('city') && text('city', 'City', { autoComplete: 'address-level2' })}
        {show('state') && text('state', 'State', { autoComplete: 'address-level1' })}
        {show('zipCode') && text('zipCode', 'PIN code', { autoComplete: 'postal-code', inputMode: 'numeric' })}
        {show('phone') && text('phone', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' }, '10 digits starting with 6–9; spaces are ignored.')}
        {show('email') && text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {show('status') && (
          <SelectField form={form} name="status" label="Status">
            <AssetStatusOptions />
          </SelectField>
        )}
      </div>
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** A station's current values in the form's shape (absent optional values as empty inputs). */
export function toStationFormValues(station: TStation): TStationFormValues {
  return {
    name: station.name,
    address: station.address,
    phone: station.phone ?? '',
    email: station.email ?? '',
    city: station.city ?? '',
    state: station.state ?? '',
    zipCode: station.zipCode ?? '',
    status: station.status,
  };
}

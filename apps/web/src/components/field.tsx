import { useCallback, useState, type ReactNode } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { DateField } from '@/components/date-field';
import { DateFilterField } from '@/components/date-range-fields';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { useT } from '@/i18n/use-t';
import type { TBindOptions, TBoundControl, TZodForm } from '@/lib/use-zod-form';

/**
 * A field of a `useZodForm` form: its label, the control (drawn by `children` with the bound props:
 * id, registration, aria-invalid, aria-describedby), an optional hint and the field's error text.
 *
 *   <Field form={form} name="email" label="Email">{(control) => <Input type="email" {...control} />}</Field>
 */
export type TFieldProps<V extends FieldValues, O> = {
  form: TZodForm<V, O>;
  name: Path<V>;
  label: string;
  hint?: string | undefined;
  /** A message to show instead of the field's own (a rule the page adds, e.g. a failed load). */
  error?: string | undefined;
  onChange?: TBindOptions['onChange'];
  className?: string;
  labelAside?: ReactNode;
  children: (control: TBoundControl) => ReactNode;
};

export function Field<V extends FieldValues, O>({ form, name, label, hint, error, onChange, className, labelAside, children }: TFieldProps<V, O>) {
  const message = error ?? form.errors[name];
  const control = form.bind(name, { hint: Boolean(hint), ...(onChange ? { onChange } : {}) });
  const aria = message ? { 'aria-invalid': true as const, 'aria-describedby': `${control.id}-error` } : {};
  return (
    <FormField id={control.id} label={label} error={message} {...(hint ? { hint } : {})} {...(className ? { className } : {})} labelAside={labelAside}>
      {children({ ...control, ...aria })}
    </FormField>
  );
}

/**
 * A Field whose control is a native select: `children` are its <option>s, `below` a line under it
 * (an empty state).
 *
 *   <SelectField form={form} name="status" label="Status"><AssetStatusOptions /></SelectField>
 */
export function SelectField<V extends FieldValues, O>({
  children,
  disabled,
  below,
  ...field
}: Omit<TFieldProps<V, O>, 'children'> & { children: ReactNode; disabled?: boolean; below?: ReactNode }) {
  return (
    <Field {...field}>
      {(control) => (
        <>
          <NativeSelect disabled={disabled} {...control}>
            {children}
          </NativeSelect>
          {below}
        </>
      )}
    </Field>
  );
}

/** A form's text field bound outside react-hook-form's register: the props both date fields take. */
type TTextFieldProps<V extends FieldValues, O> = Omit<TFieldProps<V, O>, 'children' | 'onChange' | 'labelAside'> & { max?: string };

/** The field's value as text ('' when unset), and the setter a control calls with the new text. */
function useTextValue<V extends FieldValues, O>(form: TZodForm<V, O>, name: Path<V>): [string, (next: string) => void] {
  const value = form.form.getValues(name) as unknown;
  const set = (next: string) =>
    form.form.setValue(name, next as PathValue<V, Path<V>>, {
      shouldDirty: true,
      shouldTouch: true,
      // Before the first submit a form says nothing; after it, each change is checked again.
      shouldValidate: form.form.formState.isSubmitted,
    });
  return [typeof value === 'string' ? value : '', set];
}

/**
 * A Field holding a calendar day (YYYY-MM-DD in the form's values) shown and typed as dd/mm/yyyy
 * through the app's one date field (components/date-field.tsx), whatever the browser's locale. A date
 * typed wrong shows its own message; the schema's message shows otherwise.
 *
 *   <DateFormField form={form} name="date" label="Date *" max={today} />
 */
export function DateFormField<V extends FieldValues, O>({ form, name, label, hint, error, className, min, max }: TTextFieldProps<V, O> & { min?: string }) {
  const [value, set] = useTextValue(form, name);
  const { hold } = form;
  // A date typed wrong holds the submit back: its message, not the last good day, goes.
  const onErrorChange = useCallback((e: string | null) => hold(name, e), [hold, name]);
  return (
    <DateFilterField
      id={form.idOf(name)}
      label={label}
      value={value}
      onChange={set}
      min={min}
      max={max}
      hint={hint}
      error={error ?? form.errors[name]}
      className={className}
      onErrorChange={onErrorChange}
    />
  );
}

/**
 * A Field holding a wall-clock time — the form keeps `YYYY-MM-DDTHH:mm` (what lib/datetime-local.ts
 * converts to an instant) — as a dd/mm/yyyy day in the app's one date field and a time beside it,
 * whatever the browser's locale. A day chosen without a time starts at 00:00; clearing the day clears
 * the value (an optional time then means "now"). The time follows the day, so it waits for one.
 */
export function DateTimeFormField<V extends FieldValues, O>({ form, name, label, hint, error, className, max }: TTextFieldProps<V, O>) {
  const [own, setOwn] = useState<string | null>(null);
  const { hold } = form;
  // A day typed wrong holds the submit back: its message, not the last good value, goes.
  const onErrorChange = useCallback(
    (e: string | null) => {
      setOwn(e);
      hold(name, e);
    },
    [hold, name],
  );
  const t = useT();
  const id = form.idOf(name);
  const [value, set] = useTextValue(form, name);
  const day = value.slice(0, 10);
  const time = value.slice(11, 16);
  const maxDay = max?.slice(0, 10);
  const message = own ?? error ?? form.errors[name];
  const describedBy = message ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FormField id={id} label={label} error={message} {...(hint ? { hint } : {})} {...(className ? { className } : {})}>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,9rem)] gap-2">
        <DateField
          id={id}
          value={day}
          max={maxDay}
          onChange={(d) => set(d ? `${d}T${time || '00:00'}` : '')}
          invalid={Boolean(message)}
          describedBy={describedBy}
          onErrorChange={onErrorChange}
        />
        <Input
          id={`${id}-time`}
          type="time"
          aria-label={t('common.timeOf', { label: label.replace(/\s*(\*|\(optional\)|\(वैकल्पिक\))$/, '') })}
          value={time}
          disabled={!day}
          max={max && day === maxDay ? max.slice(11, 16) : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            if (day) set(`${day}T${e.target.value || '00:00'}`);
          }}
        />
      </div>
    </FormField>
  );
}

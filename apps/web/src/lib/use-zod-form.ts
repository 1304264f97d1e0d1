import { useCallback, useRef, type ChangeEvent, type FormEvent } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  set,
  useForm,
  type UseFormRegisterReturn,
  type UseFormReturn,
  type UseFormSetError,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { parseForm, type TFieldOf } from './zod-form';

export type TZodFormOptions<V extends FieldValues> = {
  /** Prefix of the controls' ids: field `name` gets the id `${id}-${name}` unless `ids` names another. */
  id: string;
  ids?: Partial<Record<Path<V>, string>>;
  /**
   * The request body the schema validates, from the form's values (inputs hold text): drop blank
   * optional fields, expand a count into a list, convert a local time. Default: the values as they are.
   */
  toInput?: (values: V) => unknown;
  /** Where an issue shows when the body's shape differs from the form's (default: its dotted path). */
  fieldOf?: TFieldOf;
  /**
   * false: the page shows the first message in one alert of its own (from `onInvalid`), as the
   * reading forms do; the fields then show none and the first one is not focused.
   */
  fieldErrors?: boolean;
};

/** What a control needs: its id, the registration and the aria wiring to its error (or hint). */
export type TBoundControl = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type TBindOptions = {
  /** The control has a hint under it (described by it while there is no error). */
  hint?: boolean;
  /** Runs after the value is stored (e.g. a station select clearing the pump chosen under it). */
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

export type TZodForm<V extends FieldValues, O> = {
  /** The react-hook-form instance underneath, for setValue, reset, getValues. */
  form: UseFormReturn<V, unknown, O>;
  /** The current values (re-rendered on change). */
  values: V;
  /** The first message per field (dotted names: "fuelTypes.2"), from the schema or set from the server. */
  errors: Partial<Record<Path<V> | 'root', string>>;
  touched: Partial<Record<Path<V>, boolean>>;
  isSubmitting: boolean;
  idOf: (name: Path<V>) => string;
  bind: (name: Path<V>, options?: TBindOptions) => TBoundControl;
  /**
   * The form's onSubmit: validates with the schema; `onValid` gets the schema's output (the request
   * body), `onInvalid` the field errors. Errors show on their fields and re-validate as they change.
   */
  handleSubmit: (
    onValid: (data: O) => unknown,
    onInvalid?: (errors: Partial<Record<Path<V> | 'root', string>>) => void,
  ) => (event?: FormEvent) => Promise<void>;
  /** Puts a message on a field (a server refusal); same signature as react-hook-form's. */
  setError: UseFormSetError<V>;
  /**
   * Holds the form back while a field's typed text is not a value yet (a date typed wrong: the field
   * keeps its last good value and shows why the text was refused). While held, submitting fails with
   * `message` on that field instead of sending the last good value; null lets it go.
   */
  hold: (name: Path<V>, message: string | null) => void;
  /** The messages of the fields held back now (for a page that checks its values itself). */
  held: () => Partial<Record<Path<V>, string>>;
};

/** react-hook-form's nested errors as one message per dotted field name. */
function flatErrors(errors: FieldErrors, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'ref' || !node || typeof node !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') out[name] ??= message;
    flatErrors(node as FieldErrors, name, out);
  }
  return out;
}

/**
 * The one way to build a form (docs/decisions/012-web-forms.md): values held by react-hook-form,
 * validated by a zod schema (the shared request schema wherever one exists), errors as the schema's
 * texts on the fields that show them. Pair with `<Field>` for the label, control and error.
 */
export function useZodForm<S extends z.ZodType, V extends FieldValues>(schema: S, initial: V, options: TZodFormOptions<V>): TZodForm<V, z.output<S>> {
  type O = z.output<S>;
  // The resolver reads the latest schema and options: `toInput` may close over props or state.
  const latest = useRef({ schema, options });
  latest.current = { schema, options };

  // Fields whose typed text was refused: their messages win over the schema's, and submitting fails.
  const heldRef = useRef(new Map<string, string>());

  const resolver: Resolver<V, unknown, O> = (values) => {
    const { schema: current, options: opts } = latest.current;
    const result = parseForm(current, opts.toInput ? opts.toInput(values) : values, opts.fieldOf);
    if (result.ok && heldRef.current.size === 0) return { values: result.data, errors: {} };
    const errors: FieldErrors<V> = {};
    if (!result.ok) for (const [name, message] of Object.entries(result.errors)) set(errors, name, { type: 'validate', message });
    for (const [name, message] of heldRef.current) set(errors, name, { type: 'validate', message });
    return { values: {}, errors };
  };

  const onFields = options.fieldErrors ?? true;
  const form = useForm<V, unknown, O>({ resolver, defaultValues: initial as DefaultValues<V>, shouldFocusError: onFields });
  const values = useWatch({ control: form.control }) as V;
  const { formState } = form;
  const errors = (onFields ? flatErrors(formState.errors) : {}) as TZodForm<V, O>['errors'];

  const idOf = (name: Path<V>) => options.ids?.[name] ?? `${options.id}-${name.replaceAll('.', '-')}`;

  const bind = (name: Path<V>, opts: TBindOptions = {}): TBoundControl => {
    const id = idOf(name);
    const error = errors[name];
    return {
      id,
      ...form.register(name, opts.onChange ? { onChange: opts.onChange } : undefined),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : opts.hint ? `${id}-hint` : undefined,
    };
  };

  // Stable, so a field can name it in its effects' dependencies.
  const hold = useCallback<TZodForm<V, O>['hold']>(
    (name, message) => {
      if (message !== null) {
        heldRef.current.set(name, message);
        return;
      }
      if (!heldRef.current.delete(name)) return;
      // A submit may have put the held message on the field: checked again, it goes (or the schema's shows).
      if (form.formState.isSubmitted) void form.trigger(name);
    },
    [form],
  );
  const held = useCallback(() => Object.fromEntries(heldRef.current) as Partial<Record<Path<V>, string>>, []);

  const handleSubmit: TZodForm<V, O>['handleSubmit'] = (onValid, onInvalid) =>
    form.handleSubmit(
      async (data) => {
        await onValid(data);
      },
      onInvalid ? (invalid) => onInvalid(flatErrors(invalid) as TZodForm<V, O>['errors']) : undefined,
    );

  return {
    form,
    values,
    errors,
    get touched() {
      return flatTouched(formState.touchedFields) as TZodForm<V, O>['touched'];
    },
    isSubmitting: formState.isSubmitting,
    idOf,
    bind,
    handleSubmit,
    setError: form.setError,
    hold,
    held,
  };
}

function flatTouched(node: unknown, prefix = '', out: Record<string, boolean> = {}): Record<string, boolean> {
  if (node === true) out[prefix] = true;
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) flatTouched(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

import { useCallback, useRef, useState } from 'react';
import { FormField } from '@/components/form-field';
import { DateField } from './date-field';

/** Whether a From–To range of calendar days (YYYY-MM-DD, either may be blank) ends before it starts. */
export function isRangeInverted(from: string, to: string): boolean {
  return from !== '' && to !== '' && from > to;
}

/**
 * One dd/mm/yyyy date with its label, an optional hint and its message: the field's own (a date typed
 * wrong) before the caller's (`error`: a form's rule, an inverted range). A filter's single day, or a
 * form's date (components/field.tsx `DateFormField`).
 */
export function DateFilterField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  className,
  onErrorChange: onOwnError,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  /** The field's own message as it changes (a form holds its submit back while there is one). */
  onErrorChange?: ((error: string | null) => void) | undefined;
}) {
  const [own, setOwn] = useState<string | null>(null);
  const onErrorChange = useCallback(
    (e: string | null) => {
      setOwn(e);
      onOwnError?.(e);
    },
    [onOwnError],
  );
  const message = own ?? error;
  return (
    <FormField id={id} label={label} error={message} {...(hint ? { hint } : {})} {...(className ? { className } : {})}>
      <DateField
        id={id}
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        invalid={Boolean(message)}
        describedBy={message ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onErrorChange={onErrorChange}
      />
    </FormField>
  );
}

/**
 * The From and To days of a list filter (dd/mm/yyyy): each bounds the other, and an inverted range is said
 * under To. `onTypedWrong` says whether either field refuses its typed text (it then keeps its last good
 * day): a page with an Apply button waits until it is put right (docs/decisions/053).
 */
export function DateRangeFields({
  fromId,
  toId,
  from,
  to,
  onChange,
  onTypedWrong,
  invertedMessage = 'The end date is before the start date',
}: {
  fromId: string;
  toId: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  onTypedWrong?: (wrong: boolean) => void;
  /** What an inverted range says under To (a page whose schema has its own text passes it). */
  invertedMessage?: string;
}) {
  // Told in the same update as the field's own message, not an effect later: no frame shows the message
  // under an Apply that still takes the old day.
  const wrong = useRef({ from: false, to: false });
  const typed = useCallback(
    (field: 'from' | 'to', e: string | null) => {
      wrong.current = { ...wrong.current, [field]: e !== null };
      onTypedWrong?.(wrong.current.from || wrong.current.to);
    },
    [onTypedWrong],
  );
  const fromTyped = useCallback((e: string | null) => typed('from', e), [typed]);
  const toTyped = useCallback((e: string | null) => typed('to', e), [typed]);
  return (
    <>
      <DateFilterField id={fromId} label="From" value={from} max={to || undefined} onChange={(day) => onChange({ from: day, to })} onErrorChange={fromTyped} />
      <DateFilterField
        id={toId}
        label="To"
        value={to}
        min={from || undefined}
        onChange={(day) => onChange({ from, to: day })}
        error={isRangeInverted(from, to) ? invertedMessage : undefined}
        onErrorChange={toTyped}
      />
    </>
  );
}

import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

/** Whether a From–To range of calendar days (YYYY-MM-DD, either may be blank) ends before it starts. */
export function isRangeInverted(from: string, to: string): boolean {
  return from !== '' && to !== '' && from > to;
}

/** The From and To days of a list filter: each bounds the other's picker, and an inverted range is said under To. */
export function DateRangeFields({
  fromId,
  toId,
  from,
  to,
  onChange,
}: {
  fromId: string;
  toId: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <>
      <FormField id={fromId} label="From">
        <Input id={fromId} type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value, to })} />
      </FormField>
      <FormField id={toId} label="To" error={isRangeInverted(from, to) ? 'The end date is before the start date' : undefined}>
        <Input id={toId} type="date" value={to} min={from || undefined} onChange={(e) => onChange({ from, to: e.target.value })} />
      </FormField>
    </>
  );
}

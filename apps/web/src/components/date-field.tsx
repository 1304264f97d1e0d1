import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { formatDayText, parseDayText } from './date-text';
import { Input } from './ui/input';

/**
 * One date input for the whole app: shows and accepts dd/mm/yyyy whatever the browser's locale; the
 * value in and out is YYYY-MM-DD ('' for none). Typing is checked when the field is left or Enter is
 * pressed: a wrong or impossible date is refused with its message (the last good value stays; a form
 * holds its submit back meanwhile, docs/decisions/053). The calendar button opens the platform's date
 * picker (a hidden native input) for those who prefer it.
 */
export function DateField({
  id,
  value,
  onChange,
  min,
  max,
  invalid,
  describedBy,
  onErrorChange,
}: {
  id: string;
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  /** Shown invalid by the caller (e.g. an inverted range). */
  invalid?: boolean;
  describedBy?: string;
  /** The field's own message, for the caller to show under it (null when fine). */
  onErrorChange: (error: string | null) => void;
}) {
  const [text, setText] = useState(formatDayText(value));
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const t = useT();

  // A value changed from outside (Clear, the picker, a link) replaces the text.
  useEffect(() => {
    setText(formatDayText(value));
    setError(null);
  }, [value]);
  useEffect(() => onErrorChange(error), [error, onErrorChange]);

  const commit = () => {
    const parsed = parseDayText(text, { min, max });
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setText(formatDayText(parsed.day));
    if (parsed.day !== value) onChange(parsed.day);
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        value={text}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={describedBy}
        className={cn('pr-11')}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        onClick={openPicker}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={t('common.openCalendar')}
      >
        <CalendarDays className="size-4" aria-hidden="true" />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute bottom-0 right-0 size-px opacity-0"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

import { HEX_COLOUR_RE } from '@forecourt/shared';
import { Input } from '@/components/ui/input';

/**
 * The control of a setting's value (document 4, section 4): 'true'/'false' a switch, a six-digit hex
 * colour a colour picker beside its text, anything else a text field. The page's <label for={id}> names it.
 */
export function SettingValueInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  if (value === 'true' || value === 'false') {
    const on = value === 'true';
    return (
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        onClick={() => onChange(on ? 'false' : 'true')}
        className="inline-flex h-11 items-center gap-3 rounded-md px-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${on ? 'bg-primary' : 'bg-muted-foreground/40'}`}>
          <span className={`inline-block size-5 rounded-full bg-background shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`} />
        </span>
        {on ? 'On' : 'Off'}
      </button>
    );
  }
  if (HEX_COLOUR_RE.test(value)) {
    return (
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} colour`}
          value={value.toLowerCase()}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-14 cursor-pointer rounded-md border bg-background p-1"
        />
        <Input id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} className="font-mono" />
      </div>
    );
  }
  return <Input id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
}

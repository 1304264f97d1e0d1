import { PLAN_ADVANCED_FEATURES, PLAN_BASIC_FEATURES, PLAN_MSG } from '@forecourt/shared';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const PREDEFINED: readonly string[] = [...PLAN_BASIC_FEATURES, ...PLAN_ADVANCED_FEATURES];

function Group({ title, items, value, onToggle }: { title: string; items: readonly string[]; value: string[]; onToggle: (f: string) => void }) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{title}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {items.map((f) => (
          <label key={f} className="flex min-h-9 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={value.includes(f)} onChange={() => onToggle(f)} />
            {f}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The plan's features: the predefined basic and advanced ones, and custom ones (non-empty, no duplicates). */
export function PlanFeaturesField({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const toggle = (f: string) => onChange(value.includes(f) ? value.filter((x) => x !== f) : [...value, f]);
  const add = () => {
    const text = custom.trim();
    if (!text) return setProblem(PLAN_MSG.featureEmpty);
    if (value.some((f) => f.toLowerCase() === text.toLowerCase())) return setProblem(PLAN_MSG.featureDuplicate);
    setProblem(undefined);
    onChange([...value, text]);
    setCustom('');
  };
  const customs = value.filter((f) => !PREDEFINED.includes(f));
  const message = problem ?? error;
  return (
    <div className="space-y-3">
      <Group title="Basic features" items={PLAN_BASIC_FEATURES} value={value} onToggle={toggle} />
      <Group title="Advanced features" items={PLAN_ADVANCED_FEATURES} value={value} onToggle={toggle} />
      <div className="space-y-2">
        <label htmlFor="plan-custom-feature" className="text-sm font-medium">
          Custom feature
        </label>
        <div className="flex gap-2">
          <Input
            id="plan-custom-feature"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'plan-custom-feature-error' : undefined}
          />
          <Button variant="outline" onClick={add}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {message && (
          <p id="plan-custom-feature-error" className="text-sm text-destructive">
            {message}
          </p>
        )}
        {customs.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Custom features">
            {customs.map((f) => (
              <li key={f} className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm">
                {f}
                <button type="button" className="rounded-full p-1 hover:bg-muted" aria-label={`Remove ${f}`} onClick={() => toggle(f)}>
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

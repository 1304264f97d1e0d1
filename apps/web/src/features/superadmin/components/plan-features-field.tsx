import { PLAN_FEATURE_KEYS, PLAN_FEATURES, type TPlanFeature } from '@forecourt/shared';

/**
 * The plan's features: one checkbox per key of the catalogue (PLAN_FEATURES, docs/decisions/064), each with
 * what it covers. What is ticked is what the server lets the plan's tenants use; the free-text lines of
 * before are gone (nothing is advertised that the server does not do).
 */
export function PlanFeaturesField({ value, onChange, error }: { value: readonly string[]; onChange: (next: TPlanFeature[]) => void; error?: string }) {
  const toggle = (key: TPlanFeature) =>
    onChange(PLAN_FEATURE_KEYS.filter((k) => (k === key ? !value.includes(k) : value.includes(k))));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'plan-features-error' : undefined}>
      <legend className="text-sm font-medium">Features</legend>
      <p className="text-sm text-muted-foreground">Tenants on the plan can use the ticked areas; the server refuses the others.</p>
      <div className="grid gap-2">
        {PLAN_FEATURE_KEYS.map((key) => (
          <label key={key} className="flex min-h-9 items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={value.includes(key)}
              onChange={() => toggle(key)}
              aria-describedby={`plan-feature-${key}-text`}
            />
            <span>
              <span className="font-medium">{PLAN_FEATURES[key].label}</span>
              <span id={`plan-feature-${key}-text`} className="block text-muted-foreground">
                {PLAN_FEATURES[key].description}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="plan-features-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

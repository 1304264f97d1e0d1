import { ASSET_STATUS_LABELS } from '@forecourt/shared';
import { AlertTriangle, Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useStationOptions } from '../api/get-station-options';

/**
 * The stations a user is assigned to: one large checkbox row per station (thumb-sized on phones), the
 * field's error and hint. Controlled: `value` is the chosen ids.
 */
export function StationChecklist({
  id,
  value,
  onChange,
  required,
  error,
}: {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  required: boolean;
  error?: string | undefined;
}) {
  const stations = useStationOptions();
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  const toggle = (stationId: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== stationId), stationId] : value.filter((v) => v !== stationId));

  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Stations{required ? ' *' : ''}</legend>
      {stations.isPending ? (
        <div role="status" aria-label="Loading stations" className="space-y-2">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : stations.isError ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          The stations could not be loaded.
          <Button variant="outline" size="sm" onClick={() => void stations.refetch()}>
            Retry
          </Button>
        </div>
      ) : stations.data.length === 0 ? (
        <p className="flex items-center gap-2 rounded-md border border-dashed px-3 py-3 text-sm text-muted-foreground">
          <Building2 className="size-4" aria-hidden="true" />
          No stations yet: add a station before assigning attendants.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {stations.data.map((s) => {
            const checked = value.includes(s.id);
            const inputId = `${id}-${s.id}`;
            return (
              <li key={s.id}>
                <label
                  htmlFor={inputId}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-accent/50',
                    checked && 'border-primary bg-primary/5',
                  )}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    checked={checked}
                    onChange={(e) => toggle(s.id, e.target.checked)}
                  />
                  <span className="min-w-0 flex-1 truncate">{s.name}</span>
                  {s.status !== 'active' && <span className="text-xs text-muted-foreground">{ASSET_STATUS_LABELS[s.status]}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Attendants see only the stations they are assigned to.
        </p>
      )}
    </fieldset>
  );
}

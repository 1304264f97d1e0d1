import { ASSET_STATUS_LABELS, FUEL_TYPE_LABELS, type TFuelType } from '@forecourt/shared';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { useAllNozzles } from '../api/get-station-nozzles';
import { useTanks } from '../api/get-tanks';
import { nozzleChoices } from '../lib/tank-nozzles';

/**
 * The nozzles a tank feeds: one checkbox per nozzle of the station selling the tank's fuel
 * ("Pump 1 · Nozzle 2"), noting the tank a nozzle feeds from now ("now: Diesel tank 1"), since saving
 * moves it to this one. Controlled: `value` is the ids ticked.
 */
export function TankNozzlesField({
  id,
  stationId,
  fuelType,
  tankId,
  value,
  onChange,
  error,
}: {
  id: string;
  stationId: string;
  fuelType: TFuelType | '';
  /** The tank being edited. */
  tankId?: string | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const chosen = stationId !== '' && fuelType !== '';
  const scope = chosen ? { stationId, fuelType } : {};
  const nozzles = useAllNozzles(scope, { enabled: chosen });
  const tanks = useTanks(scope, { enabled: chosen });
  const choices = nozzleChoices(nozzles.data ?? [], tanks.data?.items ?? [], { stationId, fuelType, tankId });
  const toggle = (nozzleId: string, on: boolean) => onChange(on ? [...value.filter((v) => v !== nozzleId), nozzleId] : value.filter((v) => v !== nozzleId));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  let body;
  if (!chosen) {
    body = <p className="rounded-md border border-dashed px-3 py-3 text-sm text-muted-foreground">Choose the station and fuel type to list their nozzles.</p>;
  } else if (nozzles.isPending) {
    body = (
      <div role="status" aria-label="Loading nozzles" className="space-y-2">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  } else if (nozzles.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-2 rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
        <AlertTriangle className="size-4" aria-hidden="true" />
        The nozzles could not be loaded.
        <Button variant="outline" size="sm" onClick={() => void nozzles.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (choices.length === 0) {
    body = (
      <p className="rounded-md border border-dashed px-3 py-3 text-sm text-muted-foreground">
        This station has no {FUEL_TYPE_LABELS[fuelType as TFuelType].toLowerCase()} nozzles yet. The tank can be saved without nozzles and given them later.
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-2 sm:grid-cols-2">
        {choices.map((c) => {
          const checked = value.includes(c.id);
          const inputId = `${id}-${c.id}`;
          const noteId = `${inputId}-note`;
          const notes = [c.otherTank ? `now: ${c.otherTank}` : null, c.status !== 'active' ? ASSET_STATUS_LABELS[c.status] : null].filter(Boolean);
          return (
            <li key={c.id}>
              <label
                htmlFor={inputId}
                className={cn(
                  'flex h-full min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-accent/50',
                  checked && 'border-primary bg-primary/5',
                )}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={checked}
                  aria-labelledby={`${inputId}-name`}
                  aria-describedby={notes.length ? noteId : undefined}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span id={`${inputId}-name`} className="break-words font-medium">
                    {c.label}
                  </span>
                  {notes.length > 0 && (
                    <span id={noteId} className="break-words text-xs text-muted-foreground">
                      {notes.join(' · ')}
                    </span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={error ? errorId : hintId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Nozzles it feeds</legend>
      {body}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {t.known(error)}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          Sales on a ticked nozzle take litres out of this tank. A nozzle feeds from one tank: ticking one that feeds from another moves it here.
        </p>
      )}
    </fieldset>
  );
}

import { READING_MSG, type TNozzle, type TPump, type TStation } from '@forecourt/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/form-field';
import { NativeSelect } from '@/components/ui/select';

type TChoices<T> = { items: T[] | undefined; loading: boolean };

/** An empty-state line under a select ("No pumps available for this station"). */
function EmptyLine({ text }: { text: string }) {
  return <p className="text-xs text-muted-foreground">{text}</p>;
}

const notActive = (status: string) => (status === 'active' ? '' : ` (${status})`);

/**
 * The cascading station → pump → nozzle selects. The registrations carry the clearing of children
 * (see reading-form.tsx); this component only draws the choices and their empty states.
 */
export function ReadingAssetSelects({
  stations,
  pumps,
  nozzles,
  stationField,
  pumpField,
  nozzleField,
  stationId,
  pumpId,
  stationsFailed,
}: {
  stations: TChoices<TStation>;
  pumps: TChoices<TPump>;
  nozzles: TChoices<TNozzle>;
  stationField: UseFormRegisterReturn;
  pumpField: UseFormRegisterReturn;
  nozzleField: UseFormRegisterReturn;
  stationId: string;
  pumpId: string;
  stationsFailed: boolean;
}) {
  const noStations = !stations.loading && !stationsFailed && (stations.items?.length ?? 0) === 0;
  const noPumps = stationId !== '' && !pumps.loading && (pumps.items?.length ?? 0) === 0;
  const noNozzles = pumpId !== '' && !nozzles.loading && (nozzles.items?.length ?? 0) === 0;
  const stationError = stationsFailed ? READING_MSG.stationsLoadFailed : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField id="reading-station" label="Station *" error={stationError}>
        <NativeSelect id="reading-station" disabled={stations.loading || noStations} {...fieldAria('reading-station', stationError)} {...stationField}>
          <option value="">{stations.loading ? 'Loading...' : 'Select station'}</option>
          {stations.items?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
              {notActive(s.status)}
            </option>
          ))}
        </NativeSelect>
        {noStations && <EmptyLine text={READING_MSG.noStations} />}
      </FormField>
      <FormField id="reading-pump" label="Pump *">
        <NativeSelect id="reading-pump" disabled={stationId === '' || pumps.loading || noPumps} {...pumpField}>
          <option value="">{stationId !== '' && pumps.loading ? 'Loading...' : 'Select pump'}</option>
          {pumps.items?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {notActive(p.status)}
            </option>
          ))}
        </NativeSelect>
        {noPumps && <EmptyLine text={READING_MSG.noPumps} />}
      </FormField>
      <FormField id="reading-nozzle" label="Nozzle *">
        <NativeSelect id="reading-nozzle" disabled={pumpId === '' || nozzles.loading || noNozzles} {...nozzleField}>
          <option value="">{pumpId !== '' && nozzles.loading ? 'Loading...' : 'Select nozzle'}</option>
          {nozzles.items?.map((n) => (
            <option key={n.id} value={n.id}>
              #{n.nozzleNumber} {n.name} · {n.fuelType}
              {notActive(n.status)}
            </option>
          ))}
        </NativeSelect>
        {noNozzles && <EmptyLine text={READING_MSG.noNozzles} />}
      </FormField>
    </div>
  );
}

import { READING_MSG, type TNozzle, type TPump, type TStation } from '@forecourt/shared';
import { SelectField } from '@/components/field';
import type { TBindOptions, TZodForm } from '@/lib/use-zod-form';
import type { TReadingValues } from './reading-values';

type TChoices<T> = { items: T[] | undefined; loading: boolean };

/** An empty-state line under a select ("No pumps available for this station"). */
function EmptyLine({ text }: { text: string }) {
  return <p className="text-xs text-muted-foreground">{text}</p>;
}

const notActive = (status: string) => (status === 'active' ? '' : ` (${status})`);

/**
 * The cascading station → pump → nozzle selects. The change handlers carry the clearing of children
 * (see reading-form.tsx); this component only draws the choices and their empty states.
 */
export function ReadingAssetSelects({
  stations,
  pumps,
  nozzles,
  form,
  onChange,
  stationsFailed,
}: {
  stations: TChoices<TStation>;
  pumps: TChoices<TPump>;
  nozzles: TChoices<TNozzle>;
  form: TZodForm<TReadingValues, unknown>;
  onChange: Record<'stationId' | 'pumpId' | 'nozzleId', NonNullable<TBindOptions['onChange']>>;
  stationsFailed: boolean;
}) {
  const { stationId, pumpId } = form.values;
  const noStations = !stations.loading && !stationsFailed && (stations.items?.length ?? 0) === 0;
  const noPumps = stationId !== '' && !pumps.loading && (pumps.items?.length ?? 0) === 0;
  const noNozzles = pumpId !== '' && !nozzles.loading && (nozzles.items?.length ?? 0) === 0;
  const stationError = stationsFailed ? READING_MSG.stationsLoadFailed : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        form={form}
        name="stationId"
        label="Station *"
        error={stationError}
        onChange={onChange.stationId}
        disabled={stations.loading || noStations}
        below={noStations && <EmptyLine text={READING_MSG.noStations} />}
      >
        <option value="">{stations.loading ? 'Loading...' : 'Select station'}</option>
        {stations.items?.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
            {notActive(s.status)}
          </option>
        ))}
      </SelectField>
      <SelectField
        form={form}
        name="pumpId"
        label="Pump *"
        onChange={onChange.pumpId}
        disabled={stationId === '' || pumps.loading || noPumps}
        below={noPumps && <EmptyLine text={READING_MSG.noPumps} />}
      >
        <option value="">{stationId !== '' && pumps.loading ? 'Loading...' : 'Select pump'}</option>
        {pumps.items?.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
            {notActive(p.status)}
          </option>
        ))}
      </SelectField>
      <SelectField
        form={form}
        name="nozzleId"
        label="Nozzle *"
        onChange={onChange.nozzleId}
        disabled={pumpId === '' || nozzles.loading || noNozzles}
        below={noNozzles && <EmptyLine text={READING_MSG.noNozzles} />}
      >
        <option value="">{pumpId !== '' && nozzles.loading ? 'Loading...' : 'Select nozzle'}</option>
        {nozzles.items?.map((n) => (
          <option key={n.id} value={n.id}>
            #{n.nozzleNumber} {n.name} · {n.fuelType}
            {notActive(n.status)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

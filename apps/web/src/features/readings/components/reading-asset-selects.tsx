import type { TNozzle, TPump, TStation } from '@forecourt/shared';
import { SelectField } from '@/components/field';
import { fuelLabel } from '@/i18n/labels';
import { useT, type TTranslate } from '@/i18n/use-t';
import type { TBindOptions, TZodForm } from '@/lib/use-zod-form';
import type { TReadingValues } from './reading-values';

type TChoices<T> = { items: T[] | undefined; loading: boolean };

/** An empty-state line under a select ("No pumps available for this station"). */
function EmptyLine({ text }: { text: string }) {
  return <p className="text-xs text-muted-foreground">{text}</p>;
}

/** A choice's name, with its status when it is not active: 'Pump 2 (maintenance)'. */
const named = (t: TTranslate, name: string, status: 'active' | 'maintenance' | 'inactive') =>
  status === 'active' ? name : t('quick.notActive', { name, status: t(`label.asset.${status}`).toLowerCase() });

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
  const t = useT();
  const noStations = !stations.loading && !stationsFailed && (stations.items?.length ?? 0) === 0;
  const noPumps = stationId !== '' && !pumps.loading && (pumps.items?.length ?? 0) === 0;
  const noNozzles = pumpId !== '' && !nozzles.loading && (nozzles.items?.length ?? 0) === 0;
  const stationError = stationsFailed ? t('msg.reading.stationsLoadFailed') : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        form={form}
        name="stationId"
        label={t('quick.station')}
        error={stationError}
        onChange={onChange.stationId}
        disabled={stations.loading || noStations}
        below={noStations && <EmptyLine text={t('msg.reading.noStations')} />}
      >
        <option value="">{stations.loading ? t('common.loadingDots') : t('quick.selectStation')}</option>
        {stations.items?.map((s) => (
          <option key={s.id} value={s.id}>
            {named(t, s.name, s.status)}
          </option>
        ))}
      </SelectField>
      <SelectField
        form={form}
        name="pumpId"
        label={t('quick.pump')}
        onChange={onChange.pumpId}
        disabled={stationId === '' || pumps.loading || noPumps}
        below={noPumps && <EmptyLine text={t('msg.reading.noPumps')} />}
      >
        <option value="">{stationId !== '' && pumps.loading ? t('common.loadingDots') : t('quick.selectPump')}</option>
        {pumps.items?.map((p) => (
          <option key={p.id} value={p.id}>
            {named(t, p.name, p.status)}
          </option>
        ))}
      </SelectField>
      <SelectField
        form={form}
        name="nozzleId"
        label={t('quick.nozzle')}
        onChange={onChange.nozzleId}
        disabled={pumpId === '' || nozzles.loading || noNozzles}
        below={noNozzles && <EmptyLine text={t('msg.reading.noNozzles')} />}
      >
        <option value="">{pumpId !== '' && nozzles.loading ? t('common.loadingDots') : t('quick.selectNozzle')}</option>
        {nozzles.items?.map((n) => (
          <option key={n.id} value={n.id}>
            {named(t, t('quick.nozzleOption', { number: String(n.nozzleNumber), name: n.name, fuel: fuelLabel(n.fuelType, t).toLowerCase() }), n.status)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

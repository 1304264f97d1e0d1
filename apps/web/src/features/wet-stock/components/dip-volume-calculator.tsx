import { formatLitres, ZDipVolumeQuery } from '@forecourt/shared';
import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/use-t';
import { useZodForm } from '@/lib/use-zod-form';
import { useDipVolume } from '../api/get-dip-volume';
import { formatCm } from '../lib/wet-stock-display';

/** "Litres at a dip": a height in centimetres converted by the tank's current chart (GET …/dip-chart/volume). */
export function DipVolumeCalculator({ tankId, disabled }: { tankId: string; disabled: boolean }) {
  const t = useT();
  const [asked, setAsked] = useState<number | null>(null);
  const form = useZodForm(ZDipVolumeQuery, { dipCm: '' }, { id: 'dip-volume', toInput: (v) => ({ dipCm: v.dipCm.trim() === '' ? undefined : v.dipCm.trim() }) });
  const volume = useDipVolume(tankId, asked);
  const submit = form.handleSubmit((query) => setAsked(query.dipCm));

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Litres at a dip">
      <h3 className="text-sm font-semibold">Litres at a dip</h3>
      <fieldset disabled={disabled} className="flex flex-wrap items-start gap-2">
        <Field form={form} name="dipCm" label="Dip to convert (cm)" className="w-40">
          {(control) => <Input type="text" inputMode="decimal" autoComplete="off" placeholder="e.g. 100.5" {...control} />}
        </Field>
        <Button type="submit" variant="outline" className="mt-5">
          <Calculator aria-hidden="true" />
          Convert
        </Button>
      </fieldset>
      <div role="status" aria-live="polite" className="text-sm">
        {asked !== null && volume.isSuccess && (
          <p data-testid="dip-volume-result">
            {formatCm(volume.data.dipCm)} holds <strong className="font-semibold tabular-nums">{formatLitres(volume.data.litres)}</strong>
          </p>
        )}
        {asked !== null && volume.isError && <p className="font-medium text-destructive">{t.known(volume.error.message)}</p>}
      </div>
    </form>
  );
}

import { formatLitres, type TDip } from '@forecourt/shared';
import { DIP_KIND_LABELS, formatCm, shortfallClass, signedLitres } from '../lib/wet-stock-display';
import { FigureList } from './figure-list';

/** What a recorded dip came to: its litres by the chart, the book stock at its time and the difference. */
export function DipResult({ dip }: { dip: TDip }) {
  return (
    <section aria-label="Dip result" className="rounded-lg border bg-muted/30 p-4" data-testid="dip-result">
      <h3 className="text-sm font-semibold">
        {DIP_KIND_LABELS[dip.kind]} dip: {formatCm(dip.dipCm)}
      </h3>
      <FigureList
        className="mt-2"
        rows={[
          { label: 'Litres (fuel)', value: formatLitres(dip.litres) },
          ...(dip.waterDipCm !== null ? [{ label: `Water (${formatCm(dip.waterDipCm)})`, value: formatLitres(dip.waterLitres) }] : []),
          { label: 'Book stock', value: formatLitres(dip.bookStock) },
          { label: 'Difference', value: signedLitres(dip.difference), className: shortfallClass(dip.difference) },
        ]}
      />
      <p className="mt-2 text-xs text-muted-foreground">
        {dip.difference < 0 ? 'Less fuel in the tank than the books say.' : dip.difference > 0 ? 'More fuel in the tank than the books say.' : 'The tank matches the books.'}
      </p>
    </section>
  );
}

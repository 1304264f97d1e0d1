import type { TNozzle } from '@forecourt/shared';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { fuelCaps, groupByPump, meterText, nozzleUnavailable, priceText } from '../lib/nozzle-display';

/**
 * Step one of recording a reading: the attendant's nozzles by pump (and by station when there are
 * several), each with its fuel uppercased, the price per litre now and the meter value. A nozzle that
 * cannot take a reading now (not active, no price) is shown but cannot be picked, and says why.
 */
export function NozzlePicker({ nozzles, onPick }: { nozzles: TNozzle[]; onPick: (nozzle: TNozzle) => void }) {
  const t = useT();
  const fmt = useFormat();
  const groups = groupByPump(nozzles);
  const manyStations = new Set(groups.map((g) => g.stationId)).size > 1;
  return (
    <div className="space-y-5">
      {groups.map((g) => {
        const headingId = `pump-${g.pumpId}`;
        return (
          <section key={g.pumpId} aria-labelledby={headingId} className="space-y-2">
            <h3 id={headingId} className="text-sm font-semibold text-muted-foreground">
              {manyStations ? t('attendant.reading.place', { pump: g.pumpName, station: g.stationName }) : g.pumpName}
            </h3>
            <ul className="grid grid-cols-2 gap-2 lg:grid-cols-3">
              {g.nozzles.map((n) => {
                const blocked = nozzleUnavailable(n, t);
                const price = priceText(n.currentPrice, fmt, t);
                return (
                  <li key={n.id}>
                    <button
                      type="button"
                      disabled={blocked !== null}
                      onClick={() => onPick(n)}
                      className={cn(
                        'flex h-full min-h-20 w-full items-start rounded-xl border bg-card p-3 text-left shadow-xs transition-colors hover:border-primary/60 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                        'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border disabled:hover:bg-card',
                      )}
                    >
                      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                        <span className="block text-base font-semibold">{n.name}</span>
                        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                          <span className="rounded bg-secondary px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-secondary-foreground">{fuelCaps(n.fuelType, t)}</span>
                          <span className="text-sm tabular-nums">{blocked ?? price}</span>
                        </span>
                        <span className="block text-xs text-muted-foreground tabular-nums">{t('attendant.reading.meter', { value: meterText(n.currentReading, fmt) })}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

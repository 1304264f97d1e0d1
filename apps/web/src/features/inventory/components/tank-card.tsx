import type { TInventoryItem } from '@forecourt/shared';
import { AlertTriangle, ClipboardPen, History, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { StockGauge } from '@/components/stock-gauge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/i18n/use-format';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { stockDisplay } from '@/lib/stock-display';
import { InventoryStatusBadge } from './inventory-status-badge';

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A tank's stock card: its name (two diesel tanks of a station told apart), fuel and station, status,
 * gauge, litres (red under 1000 L), capacity, minimum level, last update, its stock update and its
 * movements. A fuel sold with no tank shows "No tank set up"; a book stock below zero shows critical
 * with the warning, never hidden.
 */
export function TankCard({
  item,
  onMovements,
  setUpHref,
  updateHref,
}: {
  item: TInventoryItem;
  onMovements?: (item: TInventoryItem) => void;
  /** Where a fuel with no tank is set up (owners and managers). */
  setUpHref?: string;
  /** Where this tank's stock is updated (owners and managers): the form opens on this tank. */
  updateHref?: string;
}) {
  const t = useT();
  const fmt = useFormat();
  const fuel = t(`label.fuel.${item.fuelType}`);
  // The tank's own name where it has one; a fuel sold with no tank is named by its fuel.
  const name = item.tankName ?? fuel;
  const d = stockDisplay(item);
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="tank-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{name}</h3>
          <p className="line-clamp-2 break-words text-sm text-muted-foreground" title={item.tankName ? `${fuel} · ${item.stationName}` : item.stationName}>
            {item.tankName ? `${fuel} · ${item.stationName}` : item.stationName}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {(item.isSetUp || item.status !== 'normal') && <InventoryStatusBadge status={item.status} />}
          {!item.isSetUp && <span className="text-xs font-medium text-muted-foreground">{t('msg.inventory.noTank')}</span>}
        </div>
      </div>
      <div>
        <p className={cn('text-2xl font-semibold tabular-nums', d.lowVolume && 'text-red-600 dark:text-red-400')} data-low-volume={d.lowVolume || undefined}>
          {fmt.litres(item.currentStock)}
        </p>
        <p className="text-xs text-muted-foreground">{item.isSetUp ? t('inventory.bookStock') : t('inventory.noTankStock')}</p>
      </div>
      {d.negative && (
        <p role="note" className="flex gap-2 rounded-md bg-red-50 p-2 text-xs text-red-900 dark:bg-red-950 dark:text-red-200">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {t('msg.inventory.negativeStock')}
        </p>
      )}
      {item.isSetUp && <StockGauge item={item} label={t('inventory.fillLevel', { fuel: name, station: item.stationName })} />}
      <dl className="grid grid-cols-2 gap-3">
        <Fact label={t('inventory.capacity')} value={fmt.litres(item.capacity)} />
        <Fact label={t('inventory.minimum')} value={fmt.litres(item.minimumLevel)} />
        <Fact label={t('inventory.lastUpdated')} value={fmt.dateTime(item.lastUpdated)} wide />
      </dl>
      {setUpHref && !item.isSetUp && (
        <Button asChild variant="outline" size="sm" className="mt-auto w-full sm:w-fit">
          <Link to={setUpHref} aria-label={`Set up the ${fuel} tank at ${item.stationName}`}>
            <PackagePlus aria-hidden="true" />
            Set up tank
          </Link>
        </Button>
      )}
      {item.id && (updateHref || onMovements) && (
        <div className="mt-auto flex flex-wrap gap-2">
          {updateHref && (
            <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
              <Link to={updateHref} aria-label={`Update stock of ${name} at ${item.stationName}`}>
                <ClipboardPen aria-hidden="true" />
                Update stock
              </Link>
            </Button>
          )}
          {onMovements && (
            <Button variant="outline" size="sm" className="flex-1 sm:flex-none" onClick={() => onMovements(item)} aria-label={`Movements of ${name} at ${item.stationName}`}>
              <History aria-hidden="true" />
              Movements
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

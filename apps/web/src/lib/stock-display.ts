import { fillPercent, gaugeColor, isLowVolume, type TGaugeColor, type TInventoryItem } from '@forecourt/shared';

/**
 * How a tank's book stock is drawn (the inventory cards, the tank list): the spec's gauge colours and the
 * red volume, from the shared rules (thresholds in packages/shared; only colours here).
 */

export const GAUGE_FILL: Record<TGaugeColor, string> = {
  red: 'bg-red-500 dark:bg-red-400',
  yellow: 'bg-amber-400 dark:bg-amber-300',
  green: 'bg-emerald-500 dark:bg-emerald-400',
};

export type TStockFigures = Pick<TInventoryItem, 'currentStock' | 'capacity' | 'fillPercentage'>;

export type TStockDisplay = {
  /** Fill in percent (one decimal), or null without a capacity. */
  percent: number | null;
  /** The gauge's width, 0–100. */
  width: number;
  gauge: TGaugeColor | null;
  /** Volume under 1000 L (and any book stock below zero) shows red. */
  lowVolume: boolean;
  negative: boolean;
};

export function stockDisplay(item: TStockFigures): TStockDisplay {
  const percent = item.fillPercentage ?? fillPercent(item.currentStock, item.capacity);
  const negative = item.currentStock < 0;
  return {
    percent,
    width: percent === null ? 0 : Math.min(100, Math.max(0, percent)),
    gauge: percent === null ? null : gaugeColor(percent),
    lowVolume: negative || isLowVolume(item.currentStock),
    negative,
  };
}

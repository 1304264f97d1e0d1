import type { QueryKey } from '@tanstack/react-query';
import { areaKeys, tankEffectKeys } from '@/lib/query-keys';

/**
 * A tank's wet stock (its dip chart, dips and tanker receipts) under the tanks' root: a tank write or
 * delete refreshes them with the tank. The litres at a dip sit under the chart: a new chart answers anew.
 */
export const wetStockKeys = {
  tank: (tankId: string) => [...areaKeys.tanks, 'wet-stock', tankId] as const,
  chart: (tankId: string) => [...wetStockKeys.tank(tankId), 'dip-chart'] as const,
  volumes: (tankId: string) => [...wetStockKeys.chart(tankId), 'volume'] as const,
  volume: (tankId: string, dipCm: number) => [...wetStockKeys.volumes(tankId), dipCm] as const,
  dips: (tankId: string) => [...wetStockKeys.tank(tankId), 'dips'] as const,
  receipts: (tankId: string) => [...wetStockKeys.tank(tankId), 'receipts'] as const,
};

/** A dip is a record of measurement: it changes the tank's dips only (the book stock does not move). */
export const dipEffectKeys = (tankId: string): readonly QueryKey[] => [wetStockKeys.dips(tankId)];

/**
 * A receipt moves the book stock by the litres received: its receipts, and everything a stock movement
 * changes (the tank and its list, the inventory and its ledger, the low-stock alerts, the dashboard).
 */
export const receiptEffectKeys = (tankId: string): readonly QueryKey[] => [wetStockKeys.receipts(tankId), ...tankEffectKeys];

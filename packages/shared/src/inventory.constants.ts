/**
 * Inventory's plain values (thresholds, statuses, movement kinds, labels, texts): no schema and no
 * decimal.js here, so a page can import them without either (docs/decisions/031).
 */

export const INVENTORY_LOW_PERCENT = 25;
export const INVENTORY_GAUGE_YELLOW_PERCENT = 50;
export const INVENTORY_RED_VOLUME_LITRES = 1000;

export const INVENTORY_STATUSES = ['normal', 'low', 'critical', 'overstocked'] as const;
export type TInventoryStatus = (typeof INVENTORY_STATUSES)[number];
export const INVENTORY_STATUS_LABELS: Record<TInventoryStatus, string> = {
  normal: 'Normal',
  low: 'Low',
  critical: 'Critical',
  overstocked: 'Overstocked',
};

export const INVENTORY_MSG = {
  requiredFields: 'Please fill all required fields.',
  /** A figure typed below its bound: said as such, not as a missing field. */
  stockBelowZero: 'New stock cannot be below zero.',
  capacityNotPositive: 'Capacity must be more than zero.',
  minimumBelowZero: 'Minimum level cannot be below zero.',
  updated: 'Inventory updated successfully.',
  updateFailed: 'Failed to update inventory.',
  noTank: 'No tank set up',
  negativeStock: 'Book stock is below zero: sales exceed the recorded stock. Record a stock update.',
  noStationData: 'No inventory data available for this station',
} as const;
export const MOVEMENT_KINDS = ['sale', 'void', 'adjustment', 'correction', 'receipt'] as const;
export type TMovementKind = (typeof MOVEMENT_KINDS)[number];
export const MOVEMENT_KIND_LABELS: Record<TMovementKind, string> = {
  sale: 'Sale',
  void: 'Voided sale',
  adjustment: 'Stock update',
  correction: 'Reading correction',
  receipt: 'Tanker receipt',
};

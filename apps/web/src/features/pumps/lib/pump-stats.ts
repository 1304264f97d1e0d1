/** Share of a pump's nozzles that are active, in percent with one decimal (null when it has none). */
export function operationalPercent(active: number, total: number): number | null {
  return total > 0 ? Math.round((active / total) * 1000) / 10 : null;
}

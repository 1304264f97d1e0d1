/** Dip charts' plain values (issue 38, docs/decisions/069): texts and limits, no schema, no decimal.js. */

/** The most points a chart may hold: a 5 m tank in millimetres, with room. */
export const DIP_CHART_MAX_ROWS = 10_000;

/** The fix lines of an upload (a report of what was rebuilt, in English; the refusals are keyed error texts). */
export const DIP_CHART_FIX = {
  unreadable: (row: number, cm: string, cell: string) => `Row ${row} (${cm} cm): "${cell}" could not be read;`,
  drop: (row: number, cm: string, litres: string) => `Row ${row} (${cm} cm): ${litres} L breaks the rising chart;`,
  interpolated: (litres: string) => `set to ${litres} L between its neighbours.`,
  removed: 'left out (no readable point beyond it).',
} as const;

/** When a dip is taken: the day's opening and closing dips, or a check at any time. */
export const DIP_KINDS = ['opening', 'closing', 'check'] as const;
export type TDipKind = (typeof DIP_KINDS)[number];
/** The deepest dip the form takes (cm): beyond any retail tank. */
export const DIP_MAX_CM = 999999.9;

export const DIP_MSG = {
  dipRequired: 'Dip (cm) is required',
  dipInvalid: 'Dip must be 0 cm or more, to one decimal (millimetres).',
  waterInvalid: 'Water dip must be 0 cm or more, to one decimal, and not above the dip.',
  kindRequired: 'Choose opening, closing or check',
  recorded: 'Dip recorded',
} as const;

export const RECEIPT_MSG = {
  invoiceRequired: 'Invoice (challan) number is required',
  invoiceLitres: 'Invoice litres must be more than zero, to 3 decimals.',
  density: 'Density must be between 600.0 and 1100.0 kg/m³, to one decimal.',
  temperature: 'Temperature must be between −20.0 and 70.0 °C, to one decimal.',
  dipOrder: 'The dip after decantation must be above the dip before.',
  soldDuring: 'Litres sold during decantation must be 0 or more, to 3 decimals.',
  recorded: 'Tanker receipt recorded',
} as const;

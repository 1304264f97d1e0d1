/** Shift cash reports (document 3). Schemas follow with the API. */

export const SHIFTS = ['morning', 'afternoon', 'night'] as const;
export type TShift = (typeof SHIFTS)[number];

/** A pending report can still be updated by its author; an approved or rejected one no longer changes. */
export const CASH_REPORT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TCashReportStatus = (typeof CASH_REPORT_STATUSES)[number];

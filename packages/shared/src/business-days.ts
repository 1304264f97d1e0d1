/**
 * A station's business day (the tenant's time zone) and the one gate every write into it passes
 * (DESIGN.md §3, docs/decisions/013): a closed day refuses with 409 DAY_CLOSED and the spec's text.
 */
export const DAY_MSG = {
  /** The API's refusal (document 3). */
  dayClosed: 'Day already finalized for this station.',
  /** The attendant's toast on a closed day (document 3). */
  dayFinalizedTitle: 'Day Finalized',
  dayFinalized: 'No further entries can be added for this day and station.',
} as const;

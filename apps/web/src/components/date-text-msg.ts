/** The date field's texts and the day as people write it (dd/mm/yyyy): no imports, so the catalogue can name them. */
export const DATE_TEXT_MSG = {
  format: 'Enter the date as dd/mm/yyyy',
  notReal: 'This date does not exist',
  before: (min: string) => `The date cannot be before ${formatDayText(min)}`,
  after: (max: string) => `The date cannot be after ${formatDayText(max)}`,
} as const;

/** YYYY-MM-DD → dd/mm/yyyy ('' stays ''; anything else is returned as it is). */
export function formatDayText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

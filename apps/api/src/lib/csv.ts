/**
 * CSV cells (RFC 4180) that a spreadsheet will not run: a cell starting with = + - @ (or a tab or
 * carriage return) is prefixed with a single quote, so it is shown as text rather than evaluated as a
 * formula (CSV injection); a cell holding a comma, quote or line break is quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: Array<string | number>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

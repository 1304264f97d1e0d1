import { describe, expect, it } from 'vitest';
import { DATE_TEXT_MSG, formatDayText, parseDayText } from './date-text';

describe('dd/mm/yyyy dates', () => {
  it('formats an ISO day as dd/mm/yyyy, whatever the locale', () => {
    expect(formatDayText('2026-03-05')).toBe('05/03/2026');
    expect(formatDayText('')).toBe('');
  });

  it('reads dd/mm/yyyy (and d/m/yyyy, with - or .) as the day, never as mm/dd', () => {
    expect(parseDayText('05/03/2026')).toEqual({ ok: true, day: '2026-03-05' });
    expect(parseDayText(' 5/3/2026 ')).toEqual({ ok: true, day: '2026-03-05' });
    expect(parseDayText('13-12-2025')).toEqual({ ok: true, day: '2025-12-13' });
    expect(parseDayText('29.02.2024')).toEqual({ ok: true, day: '2024-02-29' });
    expect(parseDayText('')).toEqual({ ok: true, day: '' });
  });

  it('refuses a wrong shape or an impossible day with a clear message', () => {
    expect(parseDayText('2026-03-05')).toEqual({ ok: false, error: DATE_TEXT_MSG.format });
    expect(parseDayText('05/03/26')).toEqual({ ok: false, error: 'Enter the date as dd/mm/yyyy' });
    expect(parseDayText('yesterday')).toEqual({ ok: false, error: DATE_TEXT_MSG.format });
    expect(parseDayText('31/02/2026')).toEqual({ ok: false, error: 'This date does not exist' });
    expect(parseDayText('29/02/2025')).toEqual({ ok: false, error: DATE_TEXT_MSG.notReal });
    expect(parseDayText('05/13/2026')).toEqual({ ok: false, error: DATE_TEXT_MSG.notReal });
    expect(parseDayText('00/01/2026')).toEqual({ ok: false, error: DATE_TEXT_MSG.notReal });
  });

  it('keeps to the bounds it is given', () => {
    expect(parseDayText('04/03/2026', { min: '2026-03-05' })).toEqual({ ok: false, error: 'The date cannot be before 05/03/2026' });
    expect(parseDayText('06/03/2026', { max: '2026-03-05' })).toEqual({ ok: false, error: 'The date cannot be after 05/03/2026' });
    expect(parseDayText('05/03/2026', { min: '2026-03-05', max: '2026-03-05' })).toEqual({ ok: true, day: '2026-03-05' });
  });
});

import { ATTENDANT_MSG, READING_MSG, ZAttendantReadingForm } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_ENTRY, entryProblemTitle, entryToInput, previewEntry } from './reading-entry';

const NOZZLE = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const check = (values: Partial<typeof EMPTY_ENTRY>) => {
  const result = ZAttendantReadingForm.safeParse(entryToInput({ ...EMPTY_ENTRY, ...values }));
  return result.success ? result.data : result.error.issues[0]!.message;
};

describe('the add-reading entry', () => {
  it('is refused with the spec texts: missing nozzle or value, an invalid value, credit without a creditor', () => {
    expect(check({ reading: '12' })).toBe(ATTENDANT_MSG.missingReading);
    expect(check({ nozzleId: NOZZLE, reading: '  ' })).toBe(ATTENDANT_MSG.missingReading);
    expect(check({ nozzleId: NOZZLE, reading: 'abc' })).toBe(ATTENDANT_MSG.invalidReading);
    expect(check({ nozzleId: NOZZLE, reading: '-4' })).toBe(ATTENDANT_MSG.invalidReading);
    expect(check({ nozzleId: NOZZLE, reading: '5', paymentMethod: 'credit' })).toBe(READING_MSG.creditorRequired);
    expect(entryProblemTitle(ATTENDANT_MSG.missingReading)).toBe('Missing Information');
    expect(entryProblemTitle(ATTENDANT_MSG.invalidReading)).toBe('Invalid Reading');
    expect(entryProblemTitle(READING_MSG.creditorRequired)).toBe('Creditor Required');
  });

  it('becomes the request body: a number, cash unless told, the creditor only for a credit sale', () => {
    expect(check({ nozzleId: NOZZLE, reading: ' 184523.45 ' })).toEqual({ nozzleId: NOZZLE, reading: 184523.45, paymentMethod: 'cash' });
    expect(check({ nozzleId: NOZZLE, reading: '7', paymentMethod: 'upi', creditorId: NOZZLE })).toEqual({ nozzleId: NOZZLE, reading: 7, paymentMethod: 'upi' });
    expect(check({ nozzleId: NOZZLE, reading: '7', paymentMethod: 'credit', creditorId: NOZZLE })).toMatchObject({ creditorId: NOZZLE });
  });

  it('previews the litres and amount exactly, says when the value is below the meter, flags an unusual rise', () => {
    expect(previewEntry('', 100, 102.47)).toEqual({ kind: 'none' });
    expect(previewEntry('1.2.3', 100, 102.47)).toEqual({ kind: 'none' });
    expect(previewEntry('99.5', 100, 102.47)).toEqual({ kind: 'below', message: READING_MSG.belowPrevious('99.5', '100') });
    expect(previewEntry('112.336', 100, 102.47)).toEqual({ kind: 'sale', litres: '12.336', amount: '1264.07', unusual: false });
    expect(previewEntry('100', 100, null)).toEqual({ kind: 'sale', litres: '0.000', amount: null, unusual: false });
    expect(previewEntry('10100.01', 100, 100)).toMatchObject({ unusual: true, litres: '10000.010' });
  });
});

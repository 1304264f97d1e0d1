import { CASH_REPORT_MSG, DAY_MSG, MSG } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { submissionFailure } from './submission-failure';

const failed = (status: number, code: string, message = '') => new ApiError({ status, code, message });

describe('what a failed cash report says (document 3, section 8)', () => {
  it("turns the server's day-finalized refusal into 'Day Finalized'", () => {
    expect(submissionFailure(failed(409, 'DAY_CLOSED', DAY_MSG.dayClosed), 'attendant')).toEqual({
      title: 'Day Finalized',
      message: 'No further entries can be added for this day and station.',
    });
  });

  it('gives 400 the server message or its own, and 401, 403, 404 and 5xx their fixed texts', () => {
    expect(submissionFailure(failed(400, 'VALIDATION', 'Shift is required'), 'attendant').message).toBe('Shift is required');
    expect(submissionFailure(failed(400, 'VALIDATION'), 'attendant').message).toBe('Invalid cash report data');
    expect(submissionFailure(failed(401, 'AUTH_EXPIRED', MSG.sessionExpired), 'owner').message).toBe('Authentication required. Please log in again.');
    expect(submissionFailure(failed(403, 'FORBIDDEN', MSG.forbiddenAction), 'owner').message).toBe('You do not have permission to submit cash reports.');
    expect(submissionFailure(failed(404, 'NOT_FOUND', 'Station not found'), 'attendant').message).toBe('Cash report endpoint not found. Please contact support.');
    expect(submissionFailure(failed(500, 'INTERNAL', 'x'), 'owner').message).toBe('Server error. Please try again later.');
  });

  it("says the server's reason for a business refusal, else each form's fallback", () => {
    expect(submissionFailure(failed(409, 'CONFLICT', CASH_REPORT_MSG.reviewed), 'attendant')).toEqual({ title: 'Submission Failed', message: CASH_REPORT_MSG.reviewed });
    expect(submissionFailure(failed(422, 'UNPROCESSABLE', MSG.unexpected), 'attendant').message).toBe('Failed to submit cash report');
    expect(submissionFailure(failed(422, 'UNPROCESSABLE', ''), 'owner').message).toBe('Failed to submit cash report. Please try again.');
  });
});

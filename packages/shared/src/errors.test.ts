import { describe, expect, it } from 'vitest';
import { MSG, TITLES, catalogueFor, isRetryableStatus } from './errors';

describe('catalogueFor (document 1, section 8)', () => {
  it('treats no response as a connection error', () => {
    const expected = {
      title: 'Connection Error',
      message: 'Network error: Unable to connect to server. Please check your internet connection.',
    };
    expect(catalogueFor(null)).toEqual(expected);
    expect(catalogueFor(0)).toEqual(expected);
  });

  it('uses the server message for 400, else the default', () => {
    expect(catalogueFor(400, 'Name is required')).toEqual({ title: 'Validation Error', message: 'Name is required' });
    expect(catalogueFor(400)).toEqual({ title: 'Validation Error', message: 'Invalid request. Please check your input.' });
  });

  it('gives the fixed texts for 401, 403, 404, 408 and 429, whatever the server says', () => {
    expect(catalogueFor(401, 'x')).toEqual({ title: 'Access Denied', message: 'Your session has expired. Please log in again.' });
    expect(catalogueFor(403, 'x')).toEqual({ title: 'Access Denied', message: "You don't have permission to perform this action." });
    expect(catalogueFor(404, 'x')).toEqual({ title: 'Request Error', message: 'The requested resource was not found.' });
    expect(catalogueFor(408)).toEqual({ title: 'Request Timeout', message: 'Request timed out. Please try again.' });
    expect(catalogueFor(429)).toEqual({ title: 'Rate limit', message: 'Too many requests. Please wait a moment before trying again.' });
  });

  it('gives the server error text for 500, and its variant for a gateway’s 502, 503 and 504', () => {
    expect(catalogueFor(500, 'stack trace?')).toEqual({ title: 'Server Error', message: 'Server error. Our team has been notified.' });
    for (const status of [502, 503, 504]) {
      expect(catalogueFor(status, 'stack trace?')).toEqual({ title: 'Server Error', message: 'Server is experiencing issues. Please try again later.' });
    }
  });

  it('uses the server message for other statuses, else "An unexpected error occurred"', () => {
    expect(catalogueFor(409, 'A station with this name already exists')).toEqual({
      title: 'Request Error',
      message: 'A station with this name already exists',
    });
    expect(catalogueFor(422)).toEqual({ title: 'Request Error', message: 'An unexpected error occurred' });
  });

  it('keeps the login texts verbatim', () => {
    expect(TITLES.loginFailed).toBe('Login Failed');
    expect(MSG.invalidCredentials).toBe('Invalid credentials. Please try again.');
  });
});

describe('isRetryableStatus', () => {
  it('retries network failures, timeouts, 429 and 5xx', () => {
    for (const status of [null, 0, 408, 429, 500, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
  });

  it('does not retry client errors', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422]) expect(isRetryableStatus(status)).toBe(false);
  });
});

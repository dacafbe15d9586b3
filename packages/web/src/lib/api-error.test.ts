import { describe, expect, it } from 'vitest';
import { ApiError, describeFailure } from './api-error';

const url = 'http://localhost:3000/api/bookings';

describe('describeFailure: the text of the "Oops..." error dialog', () => {
  it('uses the first error of an errors list', () => {
    const body = JSON.stringify({
      errors: [{ error: 'This car is already booked', field: 'carId' }, { error: 'second' }],
    });
    expect(describeFailure({ url, status: 409, body })).toBe('409 - This car is already booked');
  });

  it('uses the plain response body otherwise', () => {
    expect(describeFailure({ url, status: 502, body: 'Bad Gateway' })).toBe('502 - Bad Gateway');
    expect(describeFailure({ url, status: 500, body: '{"message":"boom"}' })).toBe('500 - {"message":"boom"}');
  });

  it('names the URL when no response arrived', () => {
    expect(describeFailure({ url, status: null, body: '' })).toBe(`${url} - Network error`);
  });
});

describe('ApiError', () => {
  it('carries the dialog text and the per-field messages', () => {
    const error = new ApiError({
      url,
      status: 400,
      body: JSON.stringify({ errors: [{ error: 'Name is required.', field: 'name' }, { error: 'General' }] }),
    });
    expect(error.message).toBe('400 - Name is required.');
    expect(error.fieldErrors).toEqual({ name: 'Name is required.' });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeError } from './server-error';

describe('describeError', () => {
  it('translates known error codes', () => {
    expect(describeError(new ApiError('forbidden', 403, { error: 'forbidden', message: 'Operators only' }))).toEqual({ key: 'errors.server.forbidden' });
    expect(describeError({ body: { error: 'conflict', message: 'x' } })).toEqual({ key: 'errors.server.conflict' });
  });

  it("shows the server's message for codes it does not know", () => {
    expect(describeError(new ApiError('weird_code', 418, { error: 'weird_code', message: 'I am a teapot' }))).toBe('I am a teapot');
    expect(describeError(new ApiError('Request failed', 502, { message: 'Request failed' }))).toBe('Request failed');
  });

  it('says the server could not be reached when fetch itself failed', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toEqual({ key: 'errors.server.network' });
  });

  it('falls back to a generic text', () => {
    expect(describeError(new ApiError('HTTP error! status: 500', 500, {}))).toEqual({ key: 'errors.server.unknown' });
    expect(describeError('nope')).toEqual({ key: 'errors.server.unknown' });
  });

  it('never treats the client-side keys as server codes', () => {
    expect(describeError({ data: { error: 'network', message: 'from server' } })).toBe('from server');
  });
});

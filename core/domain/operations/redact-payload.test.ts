import { describe, expect, it } from 'vitest';
import { redactPayload } from './redact-payload.ts';

describe('redactPayload', () => {
  it('hides secret-looking keys at any depth and keeps the rest', () => {
    const input = { chatId: 1, accessToken: 't', api_key: 'k', sessionString: 's', linkCode: 'c', keyId: 'k1', languageCode: 'en', nested: [{ password: 'p', text: 'hi' }], secret: null };
    expect(redactPayload(input)).toEqual({
      chatId: 1,
      accessToken: '[redacted]',
      api_key: '[redacted]',
      sessionString: '[redacted]',
      linkCode: '[redacted]',
      keyId: 'k1',
      languageCode: 'en',
      nested: [{ password: '[redacted]', text: 'hi' }],
      secret: null,
    });
  });
});

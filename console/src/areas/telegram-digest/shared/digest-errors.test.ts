import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { describeDigestError } from './digest-errors';

const refusal = (status: number, error: string, message: string) => new ApiError(error, status, { error, message });

describe('why a digest call failed', () => {
  it('gives the digest API’s own codes our text in both languages', () => {
    expect(describeDigestError(refusal(409, 'telegram_session_revoked', 'Telegram ended this session. Sign in again in Set Up.'))).toEqual({ key: 'telegramDigest.serverErrors.telegram_session_revoked' });
    expect(describeDigestError(refusal(400, 'telegram_code_expired', 'The code has expired.'))).toEqual({ key: 'telegramDigest.serverErrors.telegram_code_expired' });
  });

  it('knows spec 5’s two refusals of a source already added', () => {
    expect(describeDigestError(refusal(409, 'conflict', 'Channel already added'))).toEqual({ key: 'telegramDigest.serverErrors.channelAlreadyAdded' });
    expect(describeDigestError(refusal(409, 'conflict', 'Folder already added'))).toEqual({ key: 'telegramDigest.serverErrors.folderAlreadyAdded' });
  });

  it("keeps the server's words where a generic text would hide them, and the shell's text otherwise", () => {
    expect(describeDigestError(refusal(409, 'conflict', 'A digest reads at most 100 sources'))).toBe('A digest reads at most 100 sources');
    expect(describeDigestError(refusal(400, 'validation_error', 'hour does not apply to an hourly digest'))).toBe('hour does not apply to an hourly digest');
    expect(describeDigestError(refusal(403, 'premium_required', 'Subscribe'))).toEqual({ key: 'errors.server.premium_required' });
    expect(describeDigestError(new TypeError('Failed to fetch'))).toEqual({ key: 'errors.server.network' });
  });
});

import { describe, expect, it } from 'vitest';
import { SANDBOX_FLAKY_CHAT_ID } from '../../core/domain/operations/sandbox-failed-job.ts';
import { flakyChatRefusal } from './flaky-chat.ts';

describe('the sandbox flaky chat', () => {
  it("refuses a bot's first send there (blocked), then lets every send through; other chats are never refused", () => {
    const bot = {};
    expect(flakyChatRefusal(bot, 42)).toBeNull();
    expect(flakyChatRefusal(bot, SANDBOX_FLAKY_CHAT_ID)).toBe('Forbidden: bot was blocked by the user');
    expect(flakyChatRefusal(bot, SANDBOX_FLAKY_CHAT_ID)).toBeNull();
    expect(flakyChatRefusal({}, SANDBOX_FLAKY_CHAT_ID)).not.toBeNull();
  });
});

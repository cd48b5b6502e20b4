import { describe, expect, it } from 'vitest';
import { isRunReason, RUN_REASONS, runDetail } from './run-detail.ts';

describe('the reasons a run sent nothing', () => {
  it('are told in English and in Russian, each its own text', () => {
    for (const reason of RUN_REASONS) {
      expect(runDetail(reason, 'en')).toMatch(/^[A-Z]/);
      expect(runDetail(reason, 'ru')).toMatch(/[А-Яа-яё]{4,}/);
    }
    expect(new Set(RUN_REASONS.map((r) => runDetail(r, 'en'))).size).toBe(RUN_REASONS.length);
    expect(new Set(RUN_REASONS.map((r) => runDetail(r, 'ru'))).size).toBe(RUN_REASONS.length);
  });

  it('know their own codes and nothing else', () => {
    expect(isRunReason('bot_not_linked')).toBe(true);
    expect(isRunReason('The digest bot is not linked')).toBe(false);
  });
});

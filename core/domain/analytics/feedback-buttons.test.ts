import { describe, expect, it } from 'vitest';
import { feedbackButtons, parseFeedbackData } from './feedback-buttons.ts';

describe('the 👍/👎 buttons under an alert', () => {
  it("carry the insight and the vote within Telegram's 64 bytes, and nothing else parses", () => {
    const id = '0b9f3c8e-2a41-4c1e-9a0e-3f5b2d7c8e11';
    const [up, down] = feedbackButtons(id)[0]!;
    expect(Buffer.byteLength(up!.callback_data)).toBeLessThanOrEqual(64);
    expect(parseFeedbackData(up!.callback_data)).toEqual({ insightId: id, vote: 'up' });
    expect(parseFeedbackData(down!.callback_data)).toEqual({ insightId: id, vote: 'down' });
    expect(parseFeedbackData('af:not-an-id:up')).toBeNull();
    expect(parseFeedbackData(`af:${id}:maybe`)).toBeNull();
  });
});

/** The 👍/👎 under an alert: `af:<insight id>:up|down` (Telegram allows 64 bytes of callback data). */
export const FEEDBACK_PREFIX = 'af:';

export const feedbackData = (insightId: string, vote: 'up' | 'down') => `${FEEDBACK_PREFIX}${insightId}:${vote}`;

const DATA = /^af:([0-9a-f-]{36}):(up|down)$/;
export function parseFeedbackData(data: string): { insightId: string; vote: 'up' | 'down' } | null {
  const match = DATA.exec(data);
  return match ? { insightId: match[1]!, vote: match[2] as 'up' | 'down' } : null;
}

export const feedbackButtons = (insightId: string) => [[
  { text: '👍', callback_data: feedbackData(insightId, 'up') },
  { text: '👎', callback_data: feedbackData(insightId, 'down') },
]];

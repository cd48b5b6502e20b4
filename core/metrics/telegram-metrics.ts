import { Counter } from 'prom-client';

const sent = new Counter({ name: 'telegram_messages_sent_total', help: 'Messages the Bot API accepted, per bot', labelNames: ['bot'] as const });
const rateLimited = new Counter({ name: 'telegram_rate_limited_total', help: '429 Too Many Requests answers from the Bot API, per bot', labelNames: ['bot'] as const });
const updates = new Counter({ name: 'telegram_updates_received_total', help: 'Updates taken in (webhook or polling) and queued, per bot', labelNames: ['bot'] as const });

export const telegramMetrics = {
  sent: (bot: string) => sent.inc({ bot }),
  rateLimited: (bot: string) => rateLimited.inc({ bot }),
  updateReceived: (bot: string) => updates.inc({ bot }),
};

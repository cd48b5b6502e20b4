import type { BotProfile } from '../shared/texts.ts';

export const analyticsProfile: BotProfile = {
  bot: 'analytics',
  name: { en: 'Analytics Assistant', ru: 'Аналитический помощник' },
  about: {
    en: 'I send you anomaly alerts and insights about your product, and answer questions about your data in English or Russian.',
    ru: 'Я присылаю оповещения об аномалиях и выводы о вашем продукте и отвечаю на вопросы о ваших данных на русском или английском.',
  },
  consolePath: '/analytics',
  commands: [
    { command: 'analytics', description: { en: 'The last 30 days in numbers', ru: 'Последние 30 дней в цифрах' } },
    { command: 'anomalies', description: { en: 'Open anomalies of the last week', ru: 'Открытые аномалии за неделю' } },
    { command: 'insights', description: { en: 'The latest insights', ru: 'Последние выводы' } },
    { command: 'status', description: { en: 'Connected services and the daily check', ru: 'Подключённые сервисы и ежедневная проверка' } },
  ],
};

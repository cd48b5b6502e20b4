import type { BotProfile } from '../shared/texts.ts';

export const analyticsProfile: BotProfile = {
  bot: 'analytics',
  name: { en: 'Analytics Assistant', ru: 'Аналитический помощник' },
  about: {
    en: 'I send you anomaly alerts and insights about your product, and answer questions about your data in English or Russian.',
    ru: 'Я присылаю оповещения об аномалиях и выводы о вашем продукте и отвечаю на вопросы о ваших данных на русском или английском.',
  },
  consolePath: '/analytics',
  commands: [],
};

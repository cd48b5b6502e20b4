import type { BotProfile } from '../shared/texts.ts';

export const digestProfile: BotProfile = {
  bot: 'digest',
  name: { en: 'Digest Bot', ru: 'Бот дайджестов' },
  about: {
    en: 'I send you AI digests of your Telegram channels on the schedule you set in the console.',
    ru: 'Я присылаю AI-дайджесты ваших Telegram-каналов по расписанию, которое вы задали в консоли.',
  },
  consolePath: '/telegram-digest',
  commands: [],
};

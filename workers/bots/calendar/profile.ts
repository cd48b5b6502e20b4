import type { BotProfile } from '../shared/texts.ts';

export const calendarProfile: BotProfile = {
  bot: 'calendar',
  name: { en: 'Calendar Assistant', ru: 'Календарный помощник' },
  about: {
    en: 'Send me a message, a voice note or a photo of an invitation, and I will add the event to your Google Calendar.',
    ru: 'Пришлите мне сообщение, голосовую заметку или фото приглашения, и я добавлю событие в ваш Google Календарь.',
  },
  consolePath: '/telegram-calendar',
  commands: [],
};

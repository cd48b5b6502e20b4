import type { NotificationInput } from '../notifications/deliver-notification.ts';

const texts = {
  en: {
    title: 'Welcome to AI-Powered Microservices',
    body:
      'Your account is ready. Subscribe to the Professional Plan to use the YouTube comment assistant, ' +
      'the Telegram calendar and the Telegram digests; the homework manager and the analytics assistant ' +
      'are in the menu too.',
  },
  ru: {
    title: 'Добро пожаловать в AI-Powered Microservices',
    body:
      'Ваш аккаунт готов. Оформите тариф Professional, чтобы пользоваться помощником для комментариев YouTube, ' +
      'календарём и дайджестами Telegram; менеджер домашних заданий и аналитический помощник тоже в меню.',
  },
} as const;

export function welcomeMessage(userId: string, locale: string): NotificationInput {
  const text = locale === 'ru' ? texts.ru : texts.en;
  return { userId, dedupeKey: 'welcome', kind: 'welcome', title: text.title, body: text.body };
}

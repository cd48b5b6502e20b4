import type { TelegramHubMessages } from './en';

/** Russian, typed by English: a key missing here, or one English lacks, fails the type check. */
export const ru: TelegramHubMessages = {
  telegramHub: {
    title: 'Инструменты для Telegram',
    subtitle: 'Боты, которые превращают ваши сообщения в Telegram в события календаря, а каналы — в короткие дайджесты.',
    tools: 'Инструменты',
    calendar: {
      title: 'Telegram в Календарь',
      description: 'Отправьте боту голосовое или текстовое сообщение — и оно станет событием в вашем Google Календаре.',
    },
    digest: {
      title: 'Дайджест каналов',
      description: 'ИИ-сводки выбранных каналов, чатов и папок по расписанию.',
    },
    howItWorks: 'Как это работает',
    steps: {
      connect: {
        title: 'Подключите аккаунты',
        body: 'Подключите Google Календарь для событий или свой аккаунт Telegram для дайджестов.',
      },
      link: {
        title: 'Привяжите бота',
        body: 'Отправьте одноразовый код нашему боту в Telegram, чтобы он узнал ваш аккаунт.',
      },
      use: {
        title: 'Пишите боту, получайте дайджесты',
        body: 'Голосовые и текстовые сообщения боту становятся событиями календаря, а дайджесты приходят по вашему расписанию.',
      },
    },
  },
};

/**
 * The Telegram hub's English messages (spec 2 'Messaging services hub'), in polyglot syntax.
 * A chunk of their own, fetched with the hub. Top-level keys are this area's alone.
 */
export const en = {
  telegramHub: {
    title: 'Telegram tools',
    subtitle: 'Bots that turn your Telegram messages into calendar events and your channels into short digests.',
    tools: 'Tools',
    calendar: {
      title: 'Telegram to Calendar',
      description: 'Send a voice or text message to the bot and it becomes an event in your Google Calendar.',
    },
    digest: {
      title: 'Channel Digest',
      description: 'Scheduled AI summaries of the channels, chats and folders you choose.',
    },
    howItWorks: 'How it works',
    steps: {
      connect: {
        title: 'Connect your accounts',
        body: 'Link your Google Calendar for events, or your Telegram account for digests.',
      },
      link: {
        title: 'Link the bot',
        body: 'Send the one-time code to our Telegram bot, so it knows which account is yours.',
      },
      use: {
        title: 'Send messages, get digests',
        body: 'Your voice and text messages to the bot become calendar events; digests arrive on the schedule you set.',
      },
    },
  },
};

export type TelegramHubMessages = typeof en;

// Adds these keys to MessageKey, so the area's `t('…')` calls type-check.
declare module '../../../i18n/types' {
  interface AreaMessages {
    telegramHub: TelegramHubMessages;
  }
}

/**
 * The calendar tool's English messages (spec 2 '/telegram-calendar', spec 8 'Calendar and
 * messaging setup'), in polyglot syntax. A chunk of their own, fetched with the tool's first
 * view. Top-level keys are this area's alone.
 */
export const en = {
  telegramCalendar: {
    title: 'Telegram to Calendar',
    subtitle: 'Send a voice or text message to the Telegram bot and it becomes an event in your Google Calendar.',
    loading: 'Loading your connections...',
    retry: 'Try again',
    cancel: 'Cancel',
    disconnect: 'Disconnect',
    disconnecting: 'Disconnecting...',
    connected: 'Connected',
    notConnected: 'Not connected',
    nothingConnected: 'Connect your accounts to start creating events',
    waiting: 'Waiting for connection...',
    callback: {
      connected: 'Google Calendar connected',
      title: 'Google Calendar was not connected',
      access_denied: 'You declined access on Google’s page, so the bot cannot add events to your calendar. Connect Google Calendar again and allow access to continue.',
      authorization_failed: 'Google could not complete the authorization. Please try connecting Google Calendar again.',
      scope_missing:
        'The calendar permissions were unticked on Google’s page, so the bot cannot add events. Connect Google Calendar again and leave both calendar permissions ticked.',
    },
    calendarStep: {
      title: 'Step 1: Google Calendar',
      description: 'Connect the Google account whose calendar should receive your events.',
      connect: 'Connect Google Calendar',
      connecting: 'Connecting...',
      connectAgain: 'Connect Google Calendar again',
      reconnect: 'Your Google authorization was revoked or has expired, so new events cannot be added. Connect Google Calendar again to continue.',
      identifier: 'Connected calendar',
      dialogTitle: 'Disconnect Google Calendar?',
      dialogBody: 'The bot will stop adding events to your calendar. Events already created stay in Google Calendar and in your recent events here.',
      disconnected: 'Google Calendar disconnected',
    },
    dateOrder: {
      label: 'Date format',
      auto: 'Automatic (from your language and time zone)',
      dayFirst: 'Day first (31.12)',
      monthFirst: 'Month first (12/31)',
      hint: 'How the bot reads dates like 03/12 in your messages. Dates with dots, like 03.12, are always day first.',
      saved: 'Date format saved',
      saveFailed: 'Could not save the date format',
      loadFailed: 'Could not load your date format. Reload the page to change it.',
    },
    botStep: {
      title: 'Step 2: Telegram bot',
      description: 'Link the Telegram bot, so the messages you send it reach your calendar.',
      locked: 'Complete Step 1 first',
      connectedAs: 'Connected as %{username}',
      dialogTitle: 'Disconnect Telegram?',
      dialogBody: 'The bot will stop creating events from your messages. Events already created are kept.',
      disconnected: 'Telegram disconnected',
      connectedToast: 'Telegram connected',
      unavailable: 'The Telegram bot is not available on this server right now. Please try again later.',
    },
    code: {
      generating: 'Generating your code...',
      instructions: 'Open the bot in Telegram and press Start. If the code is not sent by itself, send it to the bot yourself.',
      label: 'Your code',
      bot: 'Bot: %{username}',
      copy: 'Copy',
      copyCode: 'Copy the code',
      copied: 'Code copied',
      copyFailed: 'Could not copy the code. Select it and copy it by hand.',
      validity: 'The code is valid for %{smart_count} minute. |||| The code is valid for %{smart_count} minutes.',
      open: 'Open Telegram bot',
      opensInNewTab: '(opens in a new tab)',
      timeLeft: '%{time} left',
      expired: 'This code has expired.',
      newCode: 'Get a new code',
      failed: 'Failed to generate Telegram auth code. Please try refreshing the page.',
      timeout: 'Connection timeout. Please try again.',
    },
    picker: {
      title: 'Calendar for new events',
      description: 'Choose the calendar the bot adds your events to.',
      label: 'Your calendars',
      loading: 'Loading calendars...',
      primary: 'Primary',
      save: 'Save',
      saving: 'Saving...',
      saved: 'Calendar selection saved successfully!',
      empty: 'No calendars were found in this Google account.',
      fetchFailed: 'Failed to fetch calendars',
      saveFailed: 'Failed to save calendar selection',
    },
    events: {
      title: 'Recent Events',
      loading: 'Loading events...',
      empty: 'No events yet. Send a voice message to the Telegram bot to create one!',
      untitled: 'Untitled',
      source: {
        voice: 'Voice',
        text: 'Text',
        photo: 'Photo',
      },
      status: {
        pending: 'Processing',
        waiting: 'Waiting for your answer',
        expired: 'Expired',
        created: 'Added',
        cancelled: 'Cancelled',
        failed: 'Failed',
      },
      expiredHint: 'The question in Telegram went unanswered for a day. Send the event to the bot again.',
      waitingFor: {
        clarification: 'Waiting for your answer in Telegram',
        confirmation: 'Waiting for your confirmation in Telegram',
        reconnect: 'Waits until Google Calendar is connected again',
      },
      startsAt: '%{time} (%{zone})',
      allDay: '%{date}, all day',
      noTime: 'Time not set yet',
      open: 'Open in Google Calendar',
      today: 'Today',
      daysAgo: '%{smart_count} day ago |||| %{smart_count} days ago',
    },
    auth: {
      title: 'Link the Telegram bot',
      subtitle: 'Send this code to the bot to link your Telegram account with Telegram to Calendar.',
      back: 'Back to Telegram to Calendar',
      needsCalendar: 'Connect your Google Calendar on the Telegram to Calendar page first, then link the bot.',
      linked: 'Your Telegram account %{username} is linked. Messages you send the bot now become events in your calendar.',
    },
    onboarding: {
      title: 'Get started with Telegram to Calendar',
      step: 'Step %{number}',
      calendarTitle: 'Connect Google Calendar',
      calendarBody: 'Allow the bot to add events to your Google Calendar.',
      botTitle: 'Connect Telegram Bot',
      botBody: 'Send this code to the Telegram bot to link your account.',
      codeLabel: 'Example code',
      done: "I've Connected the Bot",
    },
  },
};

export type TelegramCalendarMessages = typeof en;

// Adds these keys to MessageKey, so the area's `t('…')` calls and toast texts type-check.
declare module '../../../i18n/types' {
  interface AreaMessages {
    telegramCalendar: TelegramCalendarMessages;
  }
}

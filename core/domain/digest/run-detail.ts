import type { UserSettingsBody } from '../../../contracts/settings.ts';

type Locale = UserSettingsBody['locale'];

/** Why a run sent nothing: kept as a code, told to the reader in their language. */
export const RUN_REASONS = ['paused', 'no_premium', 'no_posts', 'nothing_important', 'nothing_matched', 'bot_not_linked', 'session_revoked', 'not_connected', 'credentials_invalid', 'no_openai', 'unexpected'] as const;
export type RunReason = (typeof RUN_REASONS)[number];

export const isRunReason = (value: string): value is RunReason => (RUN_REASONS as readonly string[]).includes(value);

const TEXT: Record<Locale, Record<RunReason, string>> = {
  en: {
    paused: 'The digest is paused',
    no_premium: 'The subscription does not include digests now',
    no_posts: 'No new posts in the sources',
    nothing_important: 'Nothing important in the new posts',
    nothing_matched: 'Nothing in the new posts matched the interest filter',
    bot_not_linked: 'The digest bot is not linked: link it on the digest page',
    session_revoked: 'The Telegram session was ended: sign in to Telegram again on the digest page',
    not_connected: 'The Telegram account is not connected: sign in on the digest page',
    credentials_invalid: 'Telegram refused the API ID and API hash: enter them again on the digest page',
    no_openai: 'The AI service is not configured on this platform',
    unexpected: 'Something went wrong while making the digest; it will be tried again at its next time',
  },
  ru: {
    paused: 'Дайджест приостановлен',
    no_premium: 'Подписка сейчас не включает дайджесты',
    no_posts: 'В источниках нет новых постов',
    nothing_important: 'В новых постах нет ничего важного',
    nothing_matched: 'Ничто в новых постах не подошло под ваши интересы',
    bot_not_linked: 'Бот дайджестов не подключён: подключите его на странице дайджестов',
    session_revoked: 'Сессия Telegram завершена: войдите в Telegram снова на странице дайджестов',
    not_connected: 'Аккаунт Telegram не подключён: войдите на странице дайджестов',
    credentials_invalid: 'Telegram не принял API ID и API hash: введите их снова на странице дайджестов',
    no_openai: 'Сервис ИИ не настроен на этой платформе',
    unexpected: 'При подготовке дайджеста что-то пошло не так; он будет подготовлен в следующий раз',
  },
};

/** The reason as the run's row keeps it and the card and the bot show it: in the reader's language at the time of the run. */
export const runDetail = (reason: RunReason, language: Locale): string => TEXT[language][reason];

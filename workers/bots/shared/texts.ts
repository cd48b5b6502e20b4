import { unlinkedFromConsoleText } from '../../../core/domain/telegram-link/unlink-notice.ts';
import { LINK_CODE_TTL_MINUTES, type TelegramBot } from '../../../contracts/telegram.ts';

export type BotLocale = 'en' | 'ru';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Names (accounts, bots) are data: escaped, so an odd one cannot break the message's HTML. */
const bold = (text: string) => `<b>${escapeHtml(text)}</b>`;

/** What every bot says about linking, files and failures, in English; Russian below is typed by it. */
const en = {
  welcome: (name: string, about: string) => `Hello! I am ${bold(name)}.\n\n${about}`,
  howToLink: (consolePath: string) =>
    `To start, link this chat to your account: open ${bold(consolePath)} in the console, press the connect button, and either follow the link or send me the code you see there.`,
  linked: (account: string) => `Done: this chat is linked to ${bold(account)}. Send /stop to unlink it.`,
  alreadyLinked: (account: string) => `This chat is already linked to ${bold(account)}.`,
  movedFromOtherChat: 'Your account was linked to another chat before; it now works here instead.',
  expired: `This code has expired (codes work for ${LINK_CODE_TTL_MINUTES} minutes). Get a new one in the console.`,
  used: 'This code has already been used. Get a new one in the console.',
  unknownCode: 'I do not know this code. Check it, or get a new one in the console.',
  chatTaken: 'This chat is linked to another account. Send /stop first, then the new code.',
  tooManyAttempts: (seconds: number) => `Too many wrong codes. Try again in ${Math.ceil(seconds / 60)} min.`,
  tooManyCodesForBot: (seconds: number) =>
    `Too many wrong codes were sent to me lately, so I am not reading typed codes for ${Math.ceil(seconds / 60)} min. Open me with the link in the console instead: it works now.`,
  unlinked: 'This chat is unlinked from your account. Link it again from the console whenever you like.',
  unlinkedFromConsole: unlinkedFromConsoleText.en,
  notLinked: 'This chat is not linked to an account.',
  linkFirst: 'Link this chat to your account first.',
  unknownCommand: (command: string, commands: string) => `I do not know ${escapeHtml(command)}. What I understand:\n${commands}`,
  unsupported: 'I cannot read this kind of message. Send text, a voice message, a photo or a document.',
  fileTooBig: (limitMb: number) => `This file is too big: Telegram lets bots download files up to ${limitMb} MB. Send a smaller one.`,
  received: (what: string) => `Got your ${what}.`,
  what: { voice: 'voice message', photo: 'photo', document: 'document', audio: 'audio file', text: 'message' },
  somethingWentWrong: 'Something went wrong on our side and this message was not handled. Please try again in a minute.',
};

export type SharedTexts = typeof en;

const ru: SharedTexts = {
  welcome: (name, about) => `Здравствуйте! Я ${bold(name)}.\n\n${about}`,
  howToLink: (consolePath) =>
    `Чтобы начать, привяжите этот чат к своему аккаунту: откройте ${bold(consolePath)} в консоли, нажмите кнопку подключения и перейдите по ссылке или пришлите мне показанный там код.`,
  linked: (account) => `Готово: этот чат привязан к ${bold(account)}. Чтобы отвязать, отправьте /stop.`,
  alreadyLinked: (account) => `Этот чат уже привязан к ${bold(account)}.`,
  movedFromOtherChat: 'Раньше ваш аккаунт был привязан к другому чату; теперь он работает здесь.',
  expired: `Срок действия кода истёк (код действует ${LINK_CODE_TTL_MINUTES} минут). Получите новый в консоли.`,
  used: 'Этот код уже использован. Получите новый в консоли.',
  unknownCode: 'Я не знаю такого кода. Проверьте его или получите новый в консоли.',
  chatTaken: 'Этот чат привязан к другому аккаунту. Сначала отправьте /stop, затем новый код.',
  tooManyAttempts: (seconds) => `Слишком много неверных кодов. Попробуйте снова через ${Math.ceil(seconds / 60)} мин.`,
  tooManyCodesForBot: (seconds) =>
    `Мне недавно прислали слишком много неверных кодов, поэтому ${Math.ceil(seconds / 60)} мин. я не принимаю введённые коды. Откройте меня по ссылке из консоли: она работает уже сейчас.`,
  unlinked: 'Этот чат отвязан от вашего аккаунта. Привязать его снова можно в консоли.',
  unlinkedFromConsole: unlinkedFromConsoleText.ru,
  notLinked: 'Этот чат не привязан к аккаунту.',
  linkFirst: 'Сначала привяжите этот чат к своему аккаунту.',
  unknownCommand: (command, commands) => `Я не знаю команду ${escapeHtml(command)}. Вот что я понимаю:\n${commands}`,
  unsupported: 'Я не умею читать такие сообщения. Отправьте текст, голосовое сообщение, фото или документ.',
  fileTooBig: (limitMb) => `Файл слишком большой: Telegram позволяет ботам скачивать файлы до ${limitMb} МБ. Отправьте файл поменьше.`,
  received: (what) => `Получено: ${what}.`,
  what: { voice: 'голосовое сообщение', photo: 'фото', document: 'документ', audio: 'аудио', text: 'сообщение' },
  somethingWentWrong: 'У нас что-то пошло не так, и это сообщение не обработано. Попробуйте ещё раз через минуту.',
};

export const sharedTexts: Record<BotLocale, SharedTexts> = { en, ru };

/** One command of a bot's menu (setMyCommands), in both languages. */
export interface BotCommand {
  command: string;
  description: Record<BotLocale, string>;
}

/** What makes one bot itself: its name, what it is for, where it is linked from, its menu. */
export interface BotProfile {
  bot: TelegramBot;
  name: Record<BotLocale, string>;
  about: Record<BotLocale, string>;
  /** The console page whose connect button issues this bot's codes. */
  consolePath: string;
  commands: readonly BotCommand[];
}

/** The commands every bot has, ahead of its own. */
export const sharedCommands: readonly BotCommand[] = [
  { command: 'start', description: { en: 'Start and link this chat', ru: 'Начать и привязать этот чат' } },
  { command: 'help', description: { en: 'What I can do', ru: 'Что я умею' } },
  { command: 'stop', description: { en: 'Unlink this chat from your account', ru: 'Отвязать этот чат от аккаунта' } },
];

export const commandList = (profile: BotProfile, locale: BotLocale) =>
  [...sharedCommands, ...profile.commands].map((c) => `/${c.command} — ${c.description[locale]}`).join('\n');

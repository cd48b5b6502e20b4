import type { Messages } from './en';

export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Every dotted path to a message, e.g. `'auth.sessionExpired.title'`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every area's messages by area name. Each `areas/<area>/i18n/en.ts` (and the operator's) adds
 * its own with `declare module`, so its keys type-check here without a list to keep.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AreaMessages {}

/** A key of the shell's messages or of any area's. */
export type MessageKey = Leaves<Messages> | { [Area in keyof AreaMessages]: Leaves<AreaMessages[Area]> }[keyof AreaMessages];

/** Values for `%{name}` placeholders; `smart_count` picks the plural form. */
export type MessageValues = Record<string, string | number>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Text that is either already final (a server's own message) or a key translated when it is
 * shown, so a toast raised in one language reads right after the language is switched.
 */
export type Text = string | { key: MessageKey; values?: MessageValues };

export const renderText = (t: Translate, text: Text): string => (typeof text === 'string' ? text : t(text.key, text.values));

/** Whether two texts say the same thing (the same words, or the same key with the same values). */
export const sameText = (a: Text, b: Text): boolean =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a.key === b.key && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});

/** A text given in every language at once: an area's nav label, drawn before its messages load. */
export type Localized = Readonly<Record<Locale, string>>;

/** A nav label: a key of the shell's messages, or the area's own words. */
export type Label = MessageKey | Localized;

export const renderLabel = (t: Translate, locale: Locale, label: Label): string => (typeof label === 'string' ? t(label) : label[locale]);

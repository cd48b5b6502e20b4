import { DateTime } from 'luxon';
import type { Clash } from './google-events.ts';

export type CalendarLocale = 'en' | 'ru';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const bold = (text: string) => `<b>${escapeHtml(text)}</b>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** A time range spelled out in the user's zone, the way the bot always shows it: "Thu 27 Mar, 15:00–16:00, Europe/Moscow". */
export function spellRange(start: DateTime | Date, end: DateTime | Date, zone: string, locale: CalendarLocale): string {
  const from = (start instanceof Date ? DateTime.fromJSDate(start) : start).setZone(zone).setLocale(locale);
  const to = (end instanceof Date ? DateTime.fromJSDate(end) : end).setZone(zone).setLocale(locale);
  const day = (d: DateTime) => d.toFormat(d.year === DateTime.now().setZone(zone).year ? 'ccc d LLL' : 'ccc d LLL yyyy');
  const until = from.hasSame(to, 'day') ? to.toFormat('HH:mm') : `${day(to)}, ${to.toFormat('HH:mm')}`;
  return `${day(from)}, ${from.toFormat('HH:mm')}–${until}, ${zone}`;
}

/** Whole days: "Fri 1 Jan 2027" or "Fri 1 Jan – Sun 3 Jan" (the end date is exclusive, as Google's). */
export function spellDays(startDate: string, endDate: string, locale: CalendarLocale): string {
  const from = DateTime.fromISO(startDate).setLocale(locale);
  const last = DateTime.fromISO(endDate).minus({ days: 1 }).setLocale(locale);
  const format = from.year === DateTime.now().year ? 'ccc d LLL' : 'ccc d LLL yyyy';
  const allDay = locale === 'ru' ? 'весь день' : 'all day';
  return from.hasSame(last, 'day') ? `${from.toFormat(format)}, ${allDay}` : `${from.toFormat(format)} – ${last.toFormat(format)}, ${allDay}`;
}

const clashLine = (clash: Clash, zone: string, locale: CalendarLocale) => `${bold(clash.title)} (${spellRange(new Date(clash.start), new Date(clash.end), zone, locale)})`;

const en = {
  notConnected: 'Connect your Google Calendar first: open <b>/telegram-calendar</b> in the console.',
  reconnect: (title: string | null) =>
    `Google Calendar access was revoked or has expired. Reconnect your calendar at <b>/telegram-calendar</b> in the console${title ? `: I will add ${bold(title)} as soon as you do` : ''}.`,
  noPremium: 'The calendar tool needs an active subscription. Renew it in the console to keep adding events.',
  created: (title: string, when: string, href: string | null) =>
    `✅ Added ${bold(title)}\n${escapeHtml(when)}${href ? `\n${link(href, 'Open in Google Calendar')}` : ''}\n\nReply to this message to change it (“6pm instead”, “move to Friday”, “call it Standup”, “place: Room 5”, “cancel”), by text or by voice.`,
  moved: (title: string, when: string, href: string | null) => `✏️ Moved ${bold(title)} to ${escapeHtml(when)}${href ? `\n${link(href, 'Open in Google Calendar')}` : ''}`,
  undone: (title: string) => `🗑 Removed ${bold(title)} from your calendar.`,
  movedBack: (title: string, when: string, href: string | null) => `↩️ Moved back: ${bold(title)} — ${escapeHtml(when)}${href ? `\n${link(href, 'Open in Google Calendar')}` : ''}`,
  dropped: 'OK, I did not add it.',
  renamed: (title: string, href: string | null) => `✏️ Renamed to ${bold(title)}${href ? `\n${link(href, 'Open in Google Calendar')}` : ''}`,
  placed: (title: string, location: string, href: string | null) => `📍 ${bold(title)}: the place is now ${escapeHtml(location)}${href ? `\n${link(href, 'Open in Google Calendar')}` : ''}`,
  renamedBack: (title: string) => `↩️ Renamed back to ${bold(title)}`,
  placedBack: (title: string, location: string | null) => (location ? `↩️ ${bold(title)}: the place is back to ${escapeHtml(location)}` : `↩️ ${bold(title)}: the place is removed`),
  seriesScope: (title: string, when: string) => `🔁 ${bold(title)} repeats. Change only this one (${escapeHtml(when)}) or the whole series?`,
  movedOne: (title: string, was: string, when: string, href: string | null) =>
    `✏️ Moved ${bold(title)} of ${escapeHtml(was)} to ${escapeHtml(when)}; the rest of the series stays${href ? `\n${link(href, 'Open in Google Calendar')}` : ''}`,
  removedOne: (title: string, when: string) => `🗑 Removed ${bold(title)} of ${escapeHtml(when)}; the rest of the series stays.`,
  restoredOne: (title: string, when: string) => `↩️ ${bold(title)} is back on ${escapeHtml(when)}.`,
  moveClash: (title: string, when: string, clashes: string[]) => `⚠️ Moving ${bold(title)} to ${escapeHtml(when)} overlaps with ${clashes.join(', ')}. Move it anyway?`,
  notMoved: (title: string) => `OK, ${bold(title)} stays where it was.`,
  listClash: (added: string[], clashes: string[]) =>
    `${added.length ? `✅ Added ${added.length} events:\n${added.join('\n')}\n\n` : ''}⚠️ These overlap with events in your calendar:\n${clashes.join('\n')}\n\nAdd them anyway?`,
  listClashLine: (title: string, when: string, clashes: string[]) => `• ${bold(title)} — ${escapeHtml(when)} overlaps with ${clashes.join(', ')}`,
  whichItem: (titles: string[]) => `Which event do you mean: ${titles.map(bold).join(', ')}? Reply to the list with its name and the change, for example “${escapeHtml(titles[0] ?? 'Dentist')} at 17:00”.`,
  itemChanged: (title: string, when: string, location: string | null) => `✏️ Changed: ${bold(title)}${when ? ` — ${escapeHtml(when)}` : ''}${location ? `\n📍 ${escapeHtml(location)}` : ''}`,
  itemDropped: (title: string) => `OK, I will not add ${bold(title)}.`,
  notUnderstoodVoice: (heard: string) =>
    `I heard “${escapeHtml(heard)}” but did not understand the change. Reply with a new time or day (“6pm instead”, “move to Friday”), a name (“call it Standup”), a place (“place: Room 5”) or “cancel”.`,
  clash: (title: string, when: string, clashes: string[]) => `⚠️ ${bold(title)} on ${escapeHtml(when)} overlaps with ${clashes.join(', ')}. Add it anyway?`,
  ambiguous: (title: string, day: string, a: string, b: string) => `Did you mean ${a} or ${b} for ${bold(title)} on ${escapeHtml(day)}?`,
  past: (title: string, when: string) => `The time for ${bold(title)} has already passed (${escapeHtml(when)}). Reply to this message with the date and time you meant.`,
  nonexistent: (title: string, date: string, time: string, zone: string) =>
    `${time} does not exist on ${date} in ${zone}: the clocks go forward that night. Reply to this message with another time for ${bold(title)}.`,
  weekdayMismatch: (title: string, when: string) => `The weekday in “${escapeHtml(when)}” is not that date's weekday. Reply to this message with the right date for ${bold(title)}.`,
  ambiguousDate: (title: string, options: string[]) => `Which did you mean for ${bold(title)}: ${options.map(escapeHtml).join(' or ')}?`,
  recurrenceUnsupported: (title: string, when: string) =>
    `I cannot repeat ${bold(title)} the way “${escapeHtml(when)}” says. Reply to this message with a repetition I can set up (“every Monday at 10:00”, “every other week”, “monthly on the 1st”, “until June”, “10 times”) or with one date and time to add it once.`,
  noDate: (title: string) => `I could not find a date or time for ${bold(title)}. Send it again with when it happens, for example “Dentist tomorrow at 5pm”.`,
  noEvent: 'I did not find an event in this message. Tell me what and when, for example “Dentist tomorrow at 5pm”.',
  unreadablePhoto: 'I could not read an event in this photo. Send a clearer photo, or type the event.',
  audioRejected: 'I could not make out this voice message. Record it again, or type the event.',
  cannotRead: 'I cannot read messages right now. Please try again in a few minutes.',
  calendarDown: (title: string) => `Google Calendar is not answering, so ${bold(title)} was not added. Please send it again later.`,
  list: (lines: string[], skipped: string[]) =>
    `I found ${lines.length} events:\n${lines.map((l, i) => `${i + 1}. ${l}`).join('\n')}${skipped.length ? `\n\nLeft out:\n${skipped.join('\n')}` : ''}\n\nAdd them to your calendar?`,
  listAdded: (lines: string[]) => `✅ Added ${lines.length} events:\n${lines.join('\n')}`,
  listUndone: (count: number) => `🗑 Removed ${count} events from your calendar.`,
  skippedLine: (title: string, why: string) => `• ${bold(title)}: ${why}`,
  why: { no_date: 'no date', past: 'in the past', ambiguous_meridiem: 'am or pm?', nonexistent_time: 'the clocks skip that time', weekday_mismatch: 'the weekday does not match the date', ambiguous_date: 'which date?', recurrence_unsupported: 'a repetition I cannot set up' },
  gone: 'This event is no longer here.',
  alreadyDone: 'Already done.',
  alreadyUndone: 'Already undone.',
  alreadyAdded: 'Already added.',
  alreadyAnswered: 'This question was already answered.',
  questionExpired: 'This question has expired. Send the event again.',
  notUnderstood: 'I did not understand the change. Reply with a new time or day (“6pm instead”, “move to Friday”), a name (“call it Standup”), a place (“place: Room 5”) or “cancel”.',
  buttons: {
    undo: 'Undo',
    addAnyway: 'Add anyway',
    cancel: 'Cancel',
    addAll: (n: number) => `Add all ${n}`,
    undoAll: 'Undo all',
    addAnywayAll: (n: number) => `Add anyway (${n})`,
    onlyThis: 'Only this one',
    wholeSeries: 'The whole series',
    moveAnyway: 'Move anyway',
    keepTime: 'Cancel',
  },
  clashLine,
  failure: {
    no_date: 'No date or time in the message',
    no_event: 'No event found in the message',
    unreadable_photo: 'No event found in the photo',
    audio_rejected: 'The voice message could not be transcribed',
    no_openai: 'Messages cannot be read right now',
    calendar_down: 'Google Calendar did not answer',
    past: 'The time has already passed',
  },
};

export type CalendarTexts = typeof en;
export type FailureCode = keyof CalendarTexts['failure'];

const ru: CalendarTexts = {
  notConnected: 'Сначала подключите Google Календарь: откройте <b>/telegram-calendar</b> в консоли.',
  reconnect: (title) =>
    `Доступ к Google Календарю отозван или истёк. Подключите календарь заново на странице <b>/telegram-calendar</b> в консоли${title ? `: я добавлю ${bold(title)}, как только вы это сделаете` : ''}.`,
  noPremium: 'Для календаря нужна активная подписка. Продлите её в консоли, чтобы снова добавлять события.',
  created: (title, when, href) =>
    `✅ Добавлено: ${bold(title)}\n${escapeHtml(when)}${href ? `\n${link(href, 'Открыть в Google Календаре')}` : ''}\n\nОтветьте на это сообщение, чтобы изменить событие («в 18:00», «перенеси на пятницу», «назови Стендап», «место: переговорка 5», «отмена»), текстом или голосом.`,
  moved: (title, when, href) => `✏️ ${bold(title)} перенесено на ${escapeHtml(when)}${href ? `\n${link(href, 'Открыть в Google Календаре')}` : ''}`,
  undone: (title) => `🗑 ${bold(title)} удалено из календаря.`,
  movedBack: (title, when, href) => `↩️ Перенесено обратно: ${bold(title)} — ${escapeHtml(when)}${href ? `\n${link(href, 'Открыть в Google Календаре')}` : ''}`,
  dropped: 'Хорошо, не добавляю.',
  renamed: (title, href) => `✏️ Новое название: ${bold(title)}${href ? `\n${link(href, 'Открыть в Google Календаре')}` : ''}`,
  placed: (title, location, href) => `📍 ${bold(title)}: место — ${escapeHtml(location)}${href ? `\n${link(href, 'Открыть в Google Календаре')}` : ''}`,
  renamedBack: (title) => `↩️ Прежнее название: ${bold(title)}`,
  placedBack: (title, location) => (location ? `↩️ ${bold(title)}: место снова ${escapeHtml(location)}` : `↩️ ${bold(title)}: место убрано`),
  seriesScope: (title, when) => `🔁 ${bold(title)} повторяется. Изменить только это (${escapeHtml(when)}) или все?`,
  movedOne: (title, was, when, href) =>
    `✏️ ${bold(title)} (${escapeHtml(was)}) перенесено на ${escapeHtml(when)}; остальные повторы остаются${href ? `\n${link(href, 'Открыть в Google Календаре')}` : ''}`,
  removedOne: (title, when) => `🗑 ${bold(title)} (${escapeHtml(when)}) удалено; остальные повторы остаются.`,
  restoredOne: (title, when) => `↩️ ${bold(title)} снова ${escapeHtml(when)}.`,
  moveClash: (title, when, clashes) => `⚠️ Если перенести ${bold(title)} на ${escapeHtml(when)}, оно пересечётся с ${clashes.join(', ')}. Всё равно перенести?`,
  notMoved: (title) => `Хорошо, ${bold(title)} остаётся на прежнем времени.`,
  listClash: (added, clashes) =>
    `${added.length ? `✅ Добавлено событий: ${added.length}\n${added.join('\n')}\n\n` : ''}⚠️ Эти события пересекаются с другими в вашем календаре:\n${clashes.join('\n')}\n\nВсё равно добавить их?`,
  listClashLine: (title, when, clashes) => `• ${bold(title)} — ${escapeHtml(when)} пересекается с ${clashes.join(', ')}`,
  whichItem: (titles) => `Какое событие вы имеете в виду: ${titles.map(bold).join(', ')}? Ответьте на список его названием и изменением, например «${escapeHtml(titles[0] ?? 'Стоматолог')} в 17:00».`,
  itemChanged: (title, when, location) => `✏️ Изменено: ${bold(title)}${when ? ` — ${escapeHtml(when)}` : ''}${location ? `\n📍 ${escapeHtml(location)}` : ''}`,
  itemDropped: (title) => `Хорошо, ${bold(title)} не добавляю.`,
  notUnderstoodVoice: (heard) =>
    `Я услышал «${escapeHtml(heard)}», но не понял изменение. Ответьте новым временем или днём («в 18:00», «перенеси на пятницу»), названием («назови Стендап»), местом («место: переговорка 5») или «отмена».`,
  clash: (title, when, clashes) => `⚠️ ${bold(title)} (${escapeHtml(when)}) пересекается с ${clashes.join(', ')}. Всё равно добавить?`,
  ambiguous: (title, day, a, b) => `Вы имели в виду ${a} или ${b} для ${bold(title)} (${escapeHtml(day)})?`,
  past: (title, when) => `Время для ${bold(title)} уже прошло (${escapeHtml(when)}). Ответьте на это сообщение, указав нужные дату и время.`,
  nonexistent: (title, date, time, zone) => `${time} ${date} в зоне ${zone} не существует: в эту ночь часы переводят вперёд. Ответьте на это сообщение, указав другое время для ${bold(title)}.`,
  weekdayMismatch: (title, when) => `День недели в «${escapeHtml(when)}» не совпадает с этой датой. Ответьте на это сообщение, указав верную дату для ${bold(title)}.`,
  ambiguousDate: (title, options) => `Что вы имели в виду для ${bold(title)}: ${options.map(escapeHtml).join(' или ')}?`,
  recurrenceUnsupported: (title, when) =>
    `Я не умею повторять ${bold(title)} так, как сказано в «${escapeHtml(when)}». Ответьте на это сообщение повтором, который я умею («каждый понедельник в 10:00», «раз в две недели», «каждый месяц 1-го числа», «до июня», «10 раз»), или одной датой и временем, чтобы добавить один раз.`,
  noDate: (title) => `Я не нашёл дату или время для ${bold(title)}. Отправьте сообщение ещё раз, указав, когда это будет, например «Стоматолог завтра в 17:00».`,
  noEvent: 'Я не нашёл событие в этом сообщении. Напишите, что и когда, например «Стоматолог завтра в 17:00».',
  unreadablePhoto: 'Я не смог прочитать событие на этом фото. Пришлите более чёткое фото или напишите событие текстом.',
  audioRejected: 'Я не смог разобрать это голосовое сообщение. Запишите его ещё раз или напишите событие текстом.',
  cannotRead: 'Сейчас я не могу читать сообщения. Попробуйте через несколько минут.',
  calendarDown: (title) => `Google Календарь не отвечает, поэтому ${bold(title)} не добавлено. Отправьте сообщение ещё раз позже.`,
  list: (lines, skipped) =>
    `Я нашёл событий: ${lines.length}\n${lines.map((l, i) => `${i + 1}. ${l}`).join('\n')}${skipped.length ? `\n\nПропущено:\n${skipped.join('\n')}` : ''}\n\nДобавить их в календарь?`,
  listAdded: (lines) => `✅ Добавлено событий: ${lines.length}\n${lines.join('\n')}`,
  listUndone: (count) => `🗑 Удалено событий: ${count}.`,
  skippedLine: (title, why) => `• ${bold(title)}: ${why}`,
  why: { no_date: 'нет даты', past: 'в прошлом', ambiguous_meridiem: 'утро или вечер?', nonexistent_time: 'это время пропускается при переводе часов', weekday_mismatch: 'день недели не совпадает с датой', ambiguous_date: 'какая дата?', recurrence_unsupported: 'такой повтор я не умею' },
  gone: 'Этого события больше нет.',
  alreadyDone: 'Уже сделано.',
  alreadyUndone: 'Уже отменено.',
  alreadyAdded: 'Уже добавлено.',
  alreadyAnswered: 'На этот вопрос уже ответили.',
  questionExpired: 'Этот вопрос устарел. Отправьте событие ещё раз.',
  notUnderstood: 'Я не понял изменение. Ответьте новым временем или днём («в 18:00», «перенеси на пятницу»), названием («назови Стендап»), местом («место: переговорка 5») или «отмена».',
  buttons: {
    undo: 'Отменить',
    addAnyway: 'Всё равно добавить',
    cancel: 'Не добавлять',
    addAll: (n) => `Добавить все (${n})`,
    undoAll: 'Отменить все',
    addAnywayAll: (n) => `Всё равно добавить (${n})`,
    onlyThis: 'Только это',
    wholeSeries: 'Все',
    moveAnyway: 'Всё равно перенести',
    keepTime: 'Не переносить',
  },
  clashLine,
  failure: {
    no_date: 'В сообщении нет даты или времени',
    no_event: 'В сообщении не найдено событие',
    unreadable_photo: 'На фото не найдено событие',
    audio_rejected: 'Голосовое сообщение не удалось расшифровать',
    no_openai: 'Сейчас сообщения не читаются',
    calendar_down: 'Google Календарь не ответил',
    past: 'Время уже прошло',
  },
};

export const calendarTexts: Record<CalendarLocale, CalendarTexts> = { en, ru };

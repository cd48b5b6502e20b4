import { DateTime } from 'luxon';
import type { SelectedItem } from './select-items.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const visibleLength = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot);/g, '_').length;

const WORDS = {
  en: { also: 'also in', more: (n: number) => `…and ${n} more ${n === 1 ? 'story' : 'stories'}` },
  ru: { also: 'также в', more: (n: number) => `…и ещё ${n}` },
} as const;

/**
 * The digest as Telegram HTML: its name and period, then one line per story with its source
 * linked (the first post that told it) and the other channels named. Stories that would take
 * it past maxLength (counted as the reader sees it) are left out and counted at the end; the
 * outbox splits what remains at Telegram's 4,096 characters.
 */
export function renderDigest(input: { name: string; items: SelectedItem[]; from: Date; until: Date; timezone: string; language: 'en' | 'ru'; maxLength: number }): string {
  const words = WORDS[input.language];
  const period = (date: Date) => DateTime.fromJSDate(date, { zone: input.timezone }).setLocale(input.language).toFormat('d MMM, HH:mm');
  const header = `<b>${escapeHtml(input.name)}</b>\n<i>${period(input.from)} – ${period(input.until)}</i>`;
  const lines: string[] = [];
  let length = visibleLength(header);
  for (const [index, item] of input.items.entries()) {
    const [first, ...others] = item.story.channels;
    const source = item.story.first.link ? `<a href="${escapeHtml(item.story.first.link)}">${escapeHtml(first ?? '')}</a>` : escapeHtml(first ?? '');
    const also = others.length > 0 ? `; ${words.also} ${others.map(escapeHtml).join(', ')}` : '';
    const line = `${item.important ? '❗' : '•'} ${escapeHtml(item.text)} (${source}${also})`;
    const left = input.items.length - index - 1;
    const reserve = left > 0 ? words.more(left).length + 2 : 0;
    if (length + 2 + visibleLength(line) + reserve > input.maxLength && lines.length > 0) {
      lines.push(words.more(input.items.length - index));
      break;
    }
    lines.push(line);
    length += 2 + visibleLength(line);
  }
  return [header, ...lines].join('\n\n');
}

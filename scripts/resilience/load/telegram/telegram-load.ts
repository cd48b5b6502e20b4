import type { calendar_v3 } from 'googleapis';
import { TELEGRAM_BOTS, type TelegramBot } from '../../../../contracts/telegram.ts';
import type { LoadContext, LoadKind, Offered } from '../contract.ts';
import { drain } from '../http.ts';
import { connectCalendarChats, eventTitles } from './calendar-connect.ts';
import { calendarMessage } from './calendar-message.ts';
import { tally } from './exactly-once.ts';
import { botTexts, chatMessages, demoPeople } from './fake-chats.ts';
import { effectKey, isEffectKey, parseEffectKey, planOffer, type TelegramEffect } from './telegram-effects.ts';
import { mentions, newRunTag, offerToken } from './tokens.ts';
import { deliverUpdate, newUpdateId, textUpdate, webhookOf, type TelegramPerson } from './updates.ts';

const KIND = 'telegram';

interface Prepared {
  run: string;
  people: Map<number, TelegramPerson>;
  chats: number[];
  calendar: calendar_v3.Calendar;
}

let prepared: Prepared | null = null;

/** What the fakes hold now: each chat's bot texts (by bot and chat) and the calendar's event titles. */
interface Snapshot {
  texts: Map<string, string[]>;
  titles: string[];
}

const chatKey = (bot: string, chatId: number) => `${bot}/${chatId}`;

async function snapshot(ctx: LoadContext, effects: readonly TelegramEffect[], calendar: calendar_v3.Calendar): Promise<Snapshot> {
  const chats = new Set(effects.flatMap((e) => (e.kind === 'reply' ? [chatKey(e.bot, e.chatId)] : [])));
  const texts = new Map<string, string[]>();
  for (const key of chats) {
    const [bot, chatId] = key.split('/') as [TelegramBot, string];
    texts.set(key, botTexts(await chatMessages(ctx.fakesUrl, bot, Number(chatId))));
  }
  return { texts, titles: effects.some((e) => e.kind === 'event') ? await eventTitles(calendar) : [] };
}

/** How often the snapshot holds one effect: the bot's answers naming the command, or events titled with the token. */
function found(snap: Snapshot, effect: TelegramEffect): number {
  if (effect.kind === 'event') return mentions(snap.titles, effect.token);
  return mentions(snap.texts.get(chatKey(effect.bot, effect.chatId)) ?? [], `/${effect.token}`);
}

const notSent = (seq: number, message: string): Offered => ({ kind: KIND, key: `unplanned/${seq}`, at: Date.now(), tries: [{ at: Date.now(), status: 0, ms: 0, error: 'load_not_sent', message }], accepted: false });

/**
 * Telegram updates to all four bots through their webhooks, as Telegram delivers them (the same
 * update again until a 2xx): commands each bot answers once in the chat, and messages from
 * linked calendar chats that become events in the fake Google Calendar.
 */
export const telegramLoad: LoadKind = {
  name: KIND,
  weight: 3,

  async setup(ctx) {
    for (const bot of TELEGRAM_BOTS) webhookOf(ctx, bot);
    const run = newRunTag();
    const people = await demoPeople(ctx.fakesUrl);
    const calendar = await connectCalendarChats(ctx, people, run);
    prepared = { run, people: new Map(people.map((p) => [p.id, p])), chats: people.map((p) => p.id), calendar };
    ctx.log(`telegram load: run ${run}, chats ${prepared.chats.join(', ')} with the four bots, the calendar's linked to Google Calendar`);
  },

  async offer(ctx, seq) {
    if (!prepared) return notSent(seq, 'setup() has not run');
    try {
      const token = offerToken('lt', prepared.run, seq);
      const effect = planOffer(seq, prepared.chats, token);
      const person = prepared.people.get(effect.chatId)!;
      const text = effect.kind === 'reply' ? `/${token}` : calendarMessage(token, Math.floor(seq / 5));
      const { last: _last, ...offered } = await deliverUpdate(ctx, KIND, effectKey(effect), effect.kind === 'reply' ? effect.bot : 'calendar', textUpdate(newUpdateId(), person, text));
      return offered;
    } catch (err) {
      return notSent(seq, err instanceof Error ? err.message : String(err));
    }
  },

  async audit(ctx, offered, drainMs) {
    const calendar = prepared?.calendar;
    if (!calendar) throw new Error('telegram load: audit() without setup()');
    const sent = offered.flatMap((o) => (isEffectKey(o.key) ? [{ offer: o, effect: parseEffectKey(o.key) }] : []));
    const effects = sent.map((s) => s.effect);
    await drain(async () => {
      const now = await snapshot(ctx, effects, calendar);
      return sent.every((s) => !s.offer.accepted || found(now, s.effect) > 0);
    }, drainMs);
    const final = await snapshot(ctx, effects, calendar);
    ctx.log(`telegram load: ${[...final.texts.values()].reduce((n, t) => n + t.length, 0)} bot messages in ${final.texts.size} chats, ${final.titles.length} events in the fake Google Calendar`);
    return tally(KIND, 'bot replies at the fake Bot API (one per command) and events in the fake Google Calendar (one per calendar message)', offered, (o) => {
      if (!isEffectKey(o.key)) return { found: 0, what: 'effects (the offer was never sent)' };
      const effect = parseEffectKey(o.key);
      return { found: found(final, effect), what: effect.kind === 'reply' ? 'replies naming the command' : 'calendar events with the title' };
    });
  },
};

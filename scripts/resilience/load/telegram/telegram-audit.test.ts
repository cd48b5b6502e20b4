import { describe, expect, it } from 'vitest';
import { extractEvents } from '../../../../sandbox/openai/extraction.ts';
import type { Offered } from '../contract.ts';
import { calendarMessage } from './calendar-message.ts';
import { tally } from './exactly-once.ts';
import { effectKey, parseEffectKey, planOffer } from './telegram-effects.ts';
import { letters, mentions, offerToken } from './tokens.ts';

const offer = (key: string, accepted: boolean, statuses: number[] = [accepted ? 200 : 503]): Offered => ({
  kind: 'telegram',
  key,
  at: 0,
  accepted,
  tries: statuses.map((status) => ({ at: 0, status, ms: 1 })),
});

describe('tokens', () => {
  it('are letters of a fixed width, so none is a prefix of another, and refuse what does not fit', () => {
    expect(letters(0, 3)).toBe('aaa');
    expect(letters(27, 3)).toBe('abb');
    expect(letters(26 ** 3 - 1, 3)).toBe('zzz');
    expect(() => letters(26 ** 3, 3)).toThrow(/does not fit/);
    expect(offerToken('lt', 'qrst', 1)).toBe('ltqrstaaaab');
  });

  it('count the texts naming the token as a whole word, in any case', () => {
    const texts = ['I do not know /ltqrstaaaab. What I understand: /help', 'I do not know /ltqrstaaaabx.', 'Added <b>Ltqrstaaaab planning</b>'];
    expect(mentions(texts, '/ltqrstaaaab')).toBe(1);
    expect(mentions(texts, 'ltqrstaaaab')).toBe(2);
    expect(mentions(texts, 'ltqrstaaaac')).toBe(0);
  });
});

describe('the telegram load plan', () => {
  it('sends, of every five offers, a command to each bot and one calendar message, the chats in turn; keys read back', () => {
    const chats = [11, 12, 13];
    const plans = Array.from({ length: 15 }, (_, seq) => planOffer(seq, chats, `t${seq}`));
    expect(plans.slice(0, 5).map((p) => (p.kind === 'reply' ? p.bot : 'event'))).toEqual(['calendar', 'digest', 'homework', 'analytics', 'event']);
    expect(plans.map((p) => p.chatId)).toEqual([11, 11, 11, 11, 11, 12, 12, 12, 12, 12, 13, 13, 13, 13, 13]);
    for (const plan of plans) expect(parseEffectKey(effectKey(plan))).toEqual(plan);
    expect(() => parseEffectKey('reply/nobot/1/x')).toThrow();
  });

  it('gives each calendar message a title with its token and a time of its own, as the fake OpenAI reads it', () => {
    const read = Array.from({ length: 20 }, (_, slot) => extractEvents(calendarMessage(`ltqrst${letters(slot, 5)}`, slot)).events);
    for (const [slot, events] of read.entries()) {
      expect(events).toHaveLength(1);
      expect(events[0]!.title.toLowerCase()).toBe(`ltqrst${letters(slot, 5)} planning`);
    }
    expect(new Set(read.map((events) => events[0]!.when)).size).toBe(20);
  });
});

describe('the exactly-once count', () => {
  const counts = new Map([
    ['once', 1],
    ['lost', 0],
    ['twice', 2],
    ['refused-once', 1],
    ['refused-none', 0],
    ['refused-twice', 2],
  ]);
  const result = tally('telegram', 'replies', [offer('once', true), offer('lost', true, [503, 200]), offer('twice', true), offer('refused-once', false), offer('refused-none', false), offer('refused-twice', false, [0, 503])], (o) => ({
    found: counts.get(o.key)!,
    what: 'replies',
  }));

  it('counts an accepted offer once when its effect is there once, lost when not, doubled when twice', () => {
    expect(result).toMatchObject({ kind: 'telegram', accepted: 3, exactlyOnce: 1, lost: 1, doubled: 2, lostKeys: ['lost'], doubledKeys: ['twice', 'refused-twice'] });
  });

  it('lets a refused offer have its effect once or not at all, never twice, and says what it found', () => {
    expect(result.problems).toEqual([
      'lost: accepted after 2 tries, no replies after the drain',
      'twice: 2 replies (accepted)',
      'refused-twice: 2 replies (not accepted, last answer 503)',
    ]);
  });
});

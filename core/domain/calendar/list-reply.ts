import { DateTime } from 'luxon';
import { CalendarEvent } from '../../../db/index.ts';
import { CANCEL_WORDS, groupOf, onCalendarReply, ownEvent, type ActionOutcome } from './chat-actions.ts';
import { dateOrderOf } from './date-order-setting.ts';
import { chatOf, connectionOf, type CalendarFlowDeps, type EventChat } from './flow-deps.ts';
import { resolutionFields } from './questions.ts';
import { matchItems, readPlace, readRename } from './reply-words.ts';
import { resolveChange, resolveWhen } from './resolve-when.ts';
import { shiftedRecurrence } from './series.ts';
import { spellEvent } from './write-flow.ts';

/**
 * A reply to a list of events (before Add all, after it, or under its overlaps) changes the one
 * event it names by its title's words ("move the dentist to Friday", "cancel the dentist",
 * "стоматолог в 17:00"): an added one as a reply to its own message would; one still waiting for
 * Add all is changed on its row, and goes to Google with the others. No event named, or several
 * named as well as each other, is asked back with the titles: never a guess.
 */
export async function onCalendarListReply(deps: CalendarFlowDeps, userId: string, listId: string, text: string, updateId: number): Promise<ActionOutcome> {
  const head = await ownEvent(userId, listId);
  if (!head) return { gone: 'gone' };
  const group = await groupOf(head);
  const items = group.filter((r) => r.status === 'created' || (r.status === 'pending' && r.waitingFor === 'confirmation'));
  if (items.length === 0) return { gone: 'gone' };
  const key = `u${updateId}`;
  const { indices, rest } = matchItems(text, items.map((r) => r.eventTitle ?? ''));
  if (indices.length !== 1) {
    const chat = await chatOf(deps, userId, head.chatId);
    const named = indices.length > 1 ? indices.map((i) => items[i]!) : items;
    await chat.say(`cal-${head.id}-which-${key}`, { text: chat.texts.whichItem(named.map((r) => r.eventTitle ?? 'Event')) });
    return 'done';
  }
  const item = items[indices[0]!]!;
  if (!rest) return 'not_understood';
  if (item.status === 'created') return onCalendarReply(deps, userId, item.id, rest, updateId);
  return changeWaitingItem(deps, userId, item, rest, key);
}

/** The row's fields for a change of a waiting item, or null when the words say no change. */
async function waitingItemPatch(deps: CalendarFlowDeps, userId: string, item: CalendarEvent, words: string): Promise<Partial<CalendarEvent> | 'not_understood'> {
  if (CANCEL_WORDS.test(words)) return { status: 'cancelled', waitingFor: null };
  const title = readRename(words);
  if (title) return { eventTitle: title };
  const place = readPlace(words);
  if (place?.explicit) return { location: place.location };
  const zone = (await connectionOf(userId))?.timeZone ?? item.timeZone ?? 'UTC';
  const now = deps.calendar.now();
  const options = { dateOrder: await dateOrderOf(userId) };
  // A series keeps its rule, moved with its first start (unless the reply says a repetition of its own).
  const keepRule = (start: Date | null) =>
    item.recurrence && item.startTime && start ? shiftedRecurrence(item.recurrence, DateTime.fromJSDate(item.startTime, { zone: item.timeZone ?? zone }), DateTime.fromJSDate(start, { zone: item.timeZone ?? zone })) : item.recurrence;
  if (item.startTime && item.endTime && !item.allDay) {
    const change = resolveChange(words, { start: item.startTime, end: item.endTime }, zone, now, options);
    if (change?.kind === 'timed') return { startTime: change.start.toJSDate(), endTime: change.end.toJSDate(), recurrence: keepRule(change.start.toJSDate()) };
    if (change) return 'not_understood';
  }
  const resolution = resolveWhen({ when: words, end: null, allDay: false }, zone, now, options);
  if (resolution.kind !== 'unclear') {
    const fields = resolutionFields(resolution);
    return { ...fields, recurrence: fields.recurrence ?? keepRule(fields.startTime) };
  }
  if (resolution.reason.code === 'no_date' && place) return { location: place.location };
  return 'not_understood';
}

/**
 * An item still waiting for Add all: the change is kept on its row under its lock, once per
 * reply (a redelivered update finds its key and only answers again).
 */
async function changeWaitingItem(deps: CalendarFlowDeps, userId: string, item: CalendarEvent, words: string, key: string): Promise<ActionOutcome> {
  const patch = await waitingItemPatch(deps, userId, item, words);
  if (patch === 'not_understood') return patch;
  const changed = await CalendarEvent.transaction(async (trx) => {
    const current = await CalendarEvent.query(trx).findById(item.id).forUpdate().throwIfNotFound();
    const question = (current.question ?? {}) as { editedBy?: string[] };
    if (question.editedBy?.includes(key)) return current;
    if (current.status !== 'pending' || current.waitingFor !== 'confirmation') return null;
    const editedBy = [...(question.editedBy ?? []), key].slice(-20);
    return CalendarEvent.query(trx).patchAndFetchById(item.id, { ...patch, question: { ...question, editedBy } });
  });
  if (!changed) return { gone: 'alreadyAnswered' };
  const chat: EventChat = await chatOf(deps, userId, item.chatId);
  if (changed.status === 'cancelled') await chat.say(`cal-${item.id}-dropped-${key}`, { text: chat.texts.itemDropped(changed.eventTitle ?? 'Event') });
  else await chat.say(`cal-${item.id}-edited-${key}`, { text: chat.texts.itemChanged(changed.eventTitle ?? 'Event', spellEvent(changed, chat), changed.location) });
  return 'done';
}

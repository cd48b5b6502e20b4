import type { JobPayload } from '../../queues/define-job.ts';
import { calendarReply } from '../../queues/jobs/calendar-reply.ts';
import { onCalendarReply } from './chat-actions.ts';
import { chatOf, type CalendarFlowDeps } from './flow-deps.ts';
import { onCalendarListReply } from './list-reply.ts';
import { download } from './read-flow.ts';
import { ReadError, transcribe } from './read-message.ts';

export type VoiceReply = JobPayload<typeof calendarReply>;

/** A voice reply to a message about an event or a list: queued for transcribing (the update's handler does not wait for OpenAI). */
export async function receiveVoiceReply(deps: Pick<CalendarFlowDeps, 'jobs'>, reply: Omit<VoiceReply, 'transcript'>): Promise<void> {
  // Buttons are the client's to send: a forged id is no event of the user's, and no job.
  if (!calendarReply.schema.safeParse(reply).success) return;
  await deps.jobs.enqueue(calendarReply, reply);
}

/**
 * Transcribes the voice reply (as read-flow does a voice message: the same download, the same
 * model and the same OpenAI limit), keeps the transcript with `keep`, then handles the words as a
 * typed reply to the same message. A job run again with its transcript kept does not transcribe
 * again; its answers are keyed by the update, so they are said once.
 */
export async function answerVoiceReply(deps: CalendarFlowDeps, reply: VoiceReply, keep: (transcript: string) => Promise<unknown>): Promise<void> {
  const chat = await chatOf(deps, reply.userId, reply.chatId);
  const key = `cal-reply-u${reply.updateId}`;
  let transcript = reply.transcript;
  if (transcript === undefined) {
    try {
      const audio = await download(deps, reply.fileId);
      transcript = await transcribe(deps.calendar, reply.userId, audio.bytes, audio.path.split('/').at(-1) ?? 'voice.ogg');
    } catch (err) {
      if (!(err instanceof ReadError) || err.reason === 'busy') throw err;
      return chat.say(`${key}-failed`, { text: err.reason === 'audio_rejected' ? chat.texts.audioRejected : chat.texts.cannotRead });
    }
    await keep(transcript);
  }
  const outcome =
    reply.target === 'list'
      ? await onCalendarListReply(deps, reply.userId, reply.targetId, transcript, reply.updateId)
      : await onCalendarReply(deps, reply.userId, reply.targetId, transcript, reply.updateId);
  if (typeof outcome === 'object') return chat.say(`${key}-stale`, { text: chat.texts[outcome.gone] });
  if (outcome === 'not_understood') return chat.say(`${key}-not-understood`, { text: chat.texts.notUnderstoodVoice(transcript) });
}

/** The last attempt failed (OpenAI or Telegram kept failing): the user is told. */
export async function giveUpVoiceReply(deps: CalendarFlowDeps, reply: VoiceReply): Promise<void> {
  const chat = await chatOf(deps, reply.userId, reply.chatId);
  await chat.say(`cal-reply-u${reply.updateId}-failed`, { text: chat.texts.cannotRead });
}

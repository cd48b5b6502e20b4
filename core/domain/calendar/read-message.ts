import OpenAI, { toFile } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { DateTime } from 'luxon';
import type { CalendarDeps } from './deps.ts';
import { EXTRACTION_FORMAT_NAME, extractionSchema, type Extraction } from './extraction-schema.ts';

/** Why a message could not be read; each is told to the user and kept as the event's failure. */
export type ReadFailure = 'no_openai' | 'audio_rejected' | 'busy';

export class ReadError extends Error {
  override readonly name = 'ReadError';
  readonly reason: ReadFailure;

  constructor(reason: ReadFailure, options?: { cause?: unknown }) {
    super(reason, options);
    this.reason = reason;
  }
}

function clientOf(deps: CalendarDeps): OpenAI {
  if (!deps.openai) throw new ReadError('no_openai');
  return deps.openai;
}

async function slot(deps: CalendarDeps, userId: string): Promise<void> {
  if (deps.limiter && !(await deps.limiter.acquire(userId))) throw new ReadError('busy');
}

/** A voice message as text. Audio the model refuses (400) is final; 429 and 5xx are retried by the SDK, then by the job. */
export async function transcribe(deps: CalendarDeps, userId: string, bytes: Buffer, fileName: string): Promise<string> {
  const openai = clientOf(deps);
  await slot(deps, userId);
  try {
    const result = await openai.audio.transcriptions.create({ file: await toFile(bytes, fileName), model: deps.models.transcription });
    return result.text.trim();
  } catch (err) {
    if (err instanceof OpenAI.BadRequestError) throw new ReadError('audio_rejected', { cause: err });
    throw err;
  }
}

const SYSTEM = [
  'You read messages that people send to a calendar assistant, and photos of posters, tickets and timetables.',
  'List every event the user wants in their calendar. For each: a short title in the language of the message;',
  '"when": the start date and time words exactly as written or said (for example "tomorrow at 5pm", "в пятницу в 18:30", "Sat 14 March, 19:00"), or "" if none is given;',
  '"end": the end time or duration words exactly as given ("until 7pm", "for 2 hours", "на 30 минут"), or null;',
  'allDay true only for events that take whole days; location and description only if given; confidence from 0 to 1.',
  'A time zone named with the time ("Berlin time", "по Москве", "9am PT", "Europe/Berlin", "UTC+3") and a repetition with its end ("every Monday", "каждый вторник и четверг", "по будням", "monthly on the 1st", "until June", "10 times") belong in "when", never in the title.',
  'Never compute or invent dates, years or times: copy the words, numeric dates as written ("15.04", "03/12"). A timetable gives one event per line.',
].join(' ');

/**
 * What the message (text, a transcript, or a photo) asks for, as structured output. The user's
 * local date and zone are given so the model can copy words faithfully, but it returns words,
 * not timestamps: resolve-when.ts turns them into instants.
 */
export async function extractEvents(deps: CalendarDeps, userId: string, input: { text?: string; image?: { bytes: Buffer; mimeType: string } }, zone: string): Promise<Extraction> {
  const openai = clientOf(deps);
  await slot(deps, userId);
  const today = DateTime.fromJSDate(deps.now(), { zone }).toFormat("cccc d LLLL yyyy', 'HH:mm");
  const context = `The user's local time is ${today} (${zone}).`;
  const content: OpenAI.Chat.ChatCompletionContentPart[] = [];
  if (input.text) content.push({ type: 'text', text: input.text });
  if (input.image) content.push({ type: 'image_url', image_url: { url: `data:${input.image.mimeType};base64,${input.image.bytes.toString('base64')}` } });
  const completion = await openai.chat.completions.parse({
    model: deps.models.extraction,
    temperature: 0,
    messages: [
      { role: 'system', content: `${SYSTEM} ${context}` },
      { role: 'user', content },
    ],
    response_format: zodResponseFormat(extractionSchema, EXTRACTION_FORMAT_NAME),
  });
  const parsed = completion.choices[0]?.message.parsed;
  // A refusal or a truncated answer reads as "no event found", which the user is told.
  return parsed ?? { events: [], language: /[а-яё]/i.test(input.text ?? '') ? 'ru' : 'en' };
}

import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACTION_FORMAT_NAME, extractionSchema } from '../../core/domain/calendar/extraction-schema.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from './start.ts';

/** The fake's calendar extraction (a strict structured output), driven by the real openai SDK. */
let fake: RunningSandboxOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startSandboxOpenAI();
  client = new OpenAI({ apiKey: 'sandbox', baseURL: fake.url, maxRetries: 0 });
});
afterAll(() => fake?.close());

const SYSTEM = 'Read the calendar events in the user message. Today is Wednesday 25 November 2026.';

async function extract(content: string | ChatCompletionContentPart[]) {
  const completion = await client.chat.completions.parse({
    model: 'gpt-4o-mini',
    messages: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content },
    ],
    response_format: zodResponseFormat(extractionSchema, EXTRACTION_FORMAT_NAME),
  });
  const message = completion.choices[0]!.message;
  // The raw content is itself valid against the product's schema, as strict mode guarantees.
  expect(extractionSchema.parse(JSON.parse(message.content ?? ''))).toEqual(message.parsed);
  return message.parsed!;
}

/** A photo as the product sends it: a data URL whose bytes the fake reads for a planted text. */
const photo = (text?: string): ChatCompletionContentPart => {
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 9), text === undefined ? Buffer.alloc(0) : Buffer.from(`SANDBOX-TEXT:${text}\0`, 'utf8'), Buffer.from([0xff, 0xd9])]);
  return { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } };
};

describe('sandbox OpenAI calendar extraction', () => {
  it('reads an English request: title, the when words as written, the duration as end', async () => {
    expect(await extract('Team sync tomorrow at 10am for 30 minutes')).toEqual({
      events: [{ title: 'Team sync', when: 'tomorrow at 10am', end: 'for 30 minutes', allDay: false, location: null, description: null, confidence: 0.9 }],
      language: 'en',
    });
    expect((await extract('Dinner at Café Pushkin on Friday at 7pm')).events[0]).toMatchObject({ title: 'Dinner', when: 'on Friday at 7pm', location: 'Café Pushkin' });
  });

  it('reads Russian', async () => {
    expect(await extract('Стоматолог завтра в 17:00')).toEqual({
      events: [{ title: 'Стоматолог', when: 'завтра в 17:00', end: null, allDay: false, location: null, description: null, confidence: 0.9 }],
      language: 'ru',
    });
    expect((await extract('Встреча в пятницу в 18:30 на 2 часа')).events).toEqual([
      { title: 'Встреча', when: 'в пятницу в 18:30', end: 'на 2 часа', allDay: false, location: null, description: null, confidence: 0.9 },
    ]);
    expect((await extract('День рождения мамы 3 марта')).events[0]).toMatchObject({ title: 'День рождения мамы', when: '3 марта', allDay: true });
  });

  it('gives a timetable of three lines as three events', async () => {
    const { events } = await extract('Monday 9:00 Math\nTuesday 10:30 Physics\nWednesday 12:00 Chemistry');
    expect(events.map((e) => [e.title, e.when])).toEqual([
      ['Math', 'Monday 9:00'],
      ['Physics', 'Tuesday 10:30'],
      ['Chemistry', 'Wednesday 12:00'],
    ]);
  });

  it('answers one undated event with low confidence when the message names no date', async () => {
    expect((await extract('Call the plumber')).events).toEqual([{ title: 'Call the plumber', when: '', end: null, allDay: false, location: null, description: null, confidence: 0.3 }]);
  });

  it('reads the text in a photo, and nothing in a photo without any', async () => {
    const before = fake.extractions.length;
    const { events, language } = await extract([{ type: 'text', text: 'Add this please' }, photo('Концерт\nСб 14 марта в 19:00')]);
    expect(language).toBe('ru');
    expect(events).toEqual([expect.objectContaining({ when: 'Сб 14 марта в 19:00' })]);
    expect(await extract([photo()])).toEqual({ events: [], language: 'en' });
    expect(fake.extractions.slice(before).map((e) => e.images)).toEqual([1, 1]);
    expect(fake.completions).toEqual([]);
  });

  it('keeps answering reply drafts for every other completion', async () => {
    const reply = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'The comment to answer:\nGreat video!' }] });
    expect(reply.choices[0]?.message.content).toMatch(/!/);
    expect(fake.completions.at(-1)?.comment).toBe('Great video!');
  });
});

import OpenAI, { toFile } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../api/testing/test-app.ts';
import { SANDBOX_OPENAI_PATH } from '../../core/clients/openai.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from './start.ts';

/** The fake's audio transcriptions, driven by the real openai SDK. */
let fake: RunningSandboxOpenAI;
let slow: RunningSandboxOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startSandboxOpenAI();
  slow = await startSandboxOpenAI({ transcriptionDelayMs: 300 });
  client = new OpenAI({ apiKey: 'sandbox', baseURL: fake.url, maxRetries: 0 });
});
afterAll(async () => {
  await fake?.close();
  await slow?.close();
});

/** An Ogg/Opus voice message as Telegram sends it, up to the bytes that matter here. */
const ogg = (seed: string) => Buffer.concat([Buffer.from('OggS\0\x02', 'latin1'), Buffer.from(`OpusHead${seed}`, 'latin1'), Buffer.alloc(64, 7)]);
const withMarker = (text: string) => Buffer.concat([ogg('m'), Buffer.from(`SANDBOX-TRANSCRIPT:${text}\0`, 'utf8'), Buffer.alloc(16, 1)]);
const transcribe = (bytes: Buffer, more: { language?: string; name?: string } = {}, on = client) =>
  toFile(bytes, more.name ?? 'voice.ogg', { type: 'audio/ogg' }).then((file) => on.audio.transcriptions.create({ file, model: 'gpt-4o-mini-transcribe', ...(more.language ? { language: more.language } : {}) }));

describe('sandbox OpenAI audio transcriptions', () => {
  it('says what a marked file carries, in Russian too, and counts it', async () => {
    const before = fake.transcriptions.length;
    const en = await transcribe(withMarker('Dentist tomorrow at 5pm'));
    expect(en.text).toBe('Dentist tomorrow at 5pm');
    expect(en.usage).toMatchObject({ type: 'tokens', total_tokens: expect.any(Number) });
    expect((await transcribe(withMarker('Стоматолог завтра в 17:00'), { language: 'ru' })).text).toBe('Стоматолог завтра в 17:00');
    expect(fake.transcriptions.slice(before).map((t) => t.text)).toEqual(['Dentist tomorrow at 5pm', 'Стоматолог завтра в 17:00']);
    expect(fake.transcriptions.at(-1)).toMatchObject({ model: 'gpt-4o-mini-transcribe', language: 'ru' });
  });

  it('hears the same realistic request in the same audio, in the language asked', async () => {
    const first = (await transcribe(ogg('one'))).text;
    expect(first.length).toBeGreaterThan(10);
    expect((await transcribe(ogg('one'))).text).toBe(first);
    const heard = new Set<string>();
    for (let i = 0; i < 12; i += 1) heard.add((await transcribe(ogg(`n${i}`))).text);
    expect(heard.size).toBeGreaterThan(1);
    expect((await transcribe(ogg('two'), { language: 'ru' })).text).toMatch(/[а-яё]/i);
    // Other containers the API decodes: WebM, WAV, MP3, M4A.
    for (const head of [Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'), Buffer.from('ID3\x04', 'latin1'), Buffer.from('\0\0\0\x20ftypM4A ', 'latin1')]) {
      expect((await transcribe(Buffer.concat([head, Buffer.alloc(32, 3)]), { name: 'voice.bin' })).text).not.toBe('');
    }
  });

  it('answers plain text for response_format=text', async () => {
    const file = await toFile(withMarker('Lunch with Anna on Friday at 1pm'), 'voice.ogg', { type: 'audio/ogg' });
    const text = await client.audio.transcriptions.create({ file, model: 'gpt-4o-mini-transcribe', response_format: 'text' });
    expect(text).toBe('Lunch with Anna on Friday at 1pm');
  });

  it('refuses bytes that are not audio with OpenAI’s 400, and a request without a model', async () => {
    const garbage = transcribe(Buffer.from('definitely not a voice message, just some text bytes'));
    await expect(garbage).rejects.toBeInstanceOf(OpenAI.BadRequestError);
    await expect(garbage).rejects.toMatchObject({ status: 400, error: { message: 'Audio file might be corrupted or unsupported', type: 'invalid_request_error', param: 'file', code: 'invalid_value' } });
    await expect(transcribe(Buffer.alloc(0))).rejects.toBeInstanceOf(OpenAI.BadRequestError);
    const form = new FormData();
    form.set('file', new Blob([ogg('x')]), 'voice.ogg');
    const noModel = await fetch(`${fake.url}/audio/transcriptions`, { method: 'POST', headers: { authorization: 'Bearer sandbox' }, body: form });
    expect(noModel.status).toBe(400);
    const noKey = await fetch(`${fake.url}/audio/transcriptions`, { method: 'POST', body: form });
    expect(noKey.status).toBe(401);
  });

  it('answers after transcriptionDelayMs', async () => {
    const started = performance.now();
    await transcribe(withMarker('hi'), {}, new OpenAI({ apiKey: 'sandbox', baseURL: slow.url, maxRetries: 0 }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('sandbox OpenAI transcriptions in the web process', () => {
  it('reads the multipart body the web process leaves unparsed, after SANDBOX_TRANSCRIPTION_DELAY_MS', async () => {
    const app = await startTestApp({ SANDBOX: '1', OPENAI_API_KEY: '', SANDBOX_TRANSCRIPTION_DELAY_MS: '300' });
    try {
      const started = performance.now();
      const heard = await transcribe(withMarker('Встреча с Олегом в понедельник в 15:00'), {}, new OpenAI({ apiKey: 'sandbox', baseURL: `${app.baseUrl}${SANDBOX_OPENAI_PATH}`, maxRetries: 0 }));
      expect(heard.text).toBe('Встреча с Олегом в понедельник в 15:00');
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await app.close();
    }
  });
});

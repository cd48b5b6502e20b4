import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAIFromConfig, SANDBOX_OPENAI_PATH } from '../../core/clients/openai.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** The sandbox's fake OpenAI, served by the web process, driven by the real SDK. */
let app: TestApp;
let slow: TestApp;

beforeAll(async () => {
  app = await startTestApp({ SANDBOX: '1', OPENAI_API_KEY: '' });
  slow = await startTestApp({ SANDBOX: '1', OPENAI_API_KEY: '', SANDBOX_OPENAI_DELAY_MS: '300' });
});
afterAll(async () => {
  await app?.close();
  await slow?.close();
});

const client = (a: TestApp) => new OpenAI({ apiKey: 'sandbox', baseURL: `${a.baseUrl}${SANDBOX_OPENAI_PATH}`, maxRetries: 0 });
const ask = (a: TestApp, comment: string) =>
  client(a).chat.completions.create({
    model: 'gpt-4o-mini',
    messages: [
      { role: 'system', content: 'Reply as the creator of "Sunset timelapse", friendly, at most 200 characters.' },
      { role: 'user', content: `The comment to answer:\n${comment}\n\nAnswer with the reply text only, at most 200 characters.` },
    ],
    max_tokens: 60,
  });

describe('sandbox OpenAI', () => {
  it('answers a chat completion in OpenAI shape with a reply about the comment, the same one for the same request', async () => {
    const first = await ask(app, 'Which camera did you use for these sunset shots?');
    expect(first.object).toBe('chat.completion');
    expect(first.choices[0]?.finish_reason).toBe('stop');
    const reply = first.choices[0]?.message.content ?? '';
    expect(reply).toMatch(/camera/);
    expect(reply.length).toBeLessThanOrEqual(240);
    expect(first.usage?.total_tokens).toBeGreaterThan(0);
    expect((await ask(app, 'Which camera did you use for these sunset shots?')).choices[0]?.message.content).toBe(reply);
    expect((await ask(app, 'Loved the music at the end, what track is it?')).choices[0]?.message.content).not.toBe(reply);
  });

  it('refuses a request without a key (401) or without messages (400) in OpenAI error shape', async () => {
    const url = `${app.baseUrl}${SANDBOX_OPENAI_PATH}/chat/completions`;
    const body = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    const anonymous = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
    await expect(client(app).chat.completions.create({ model: 'gpt-4o-mini', messages: [] })).rejects.toBeInstanceOf(OpenAI.BadRequestError);
  });

  it('answers after SANDBOX_OPENAI_DELAY_MS', async () => {
    const started = performance.now();
    await ask(slow, 'Great video!');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('is what the platform uses in sandbox without a key, and not with one or outside the sandbox', () => {
    const cfg = app.deps.config;
    expect(openAIFromConfig(cfg)?.baseURL).toBe(`http://127.0.0.1:${cfg.PORT}${SANDBOX_OPENAI_PATH}`);
    expect(openAIFromConfig({ ...cfg, OPENAI_API_KEY: 'sk-real' })?.baseURL).toBe(cfg.OPENAI_BASE_URL);
    expect(openAIFromConfig({ ...cfg, SANDBOX: false, OPENAI_API_KEY: undefined })).toBeNull();
  });
});

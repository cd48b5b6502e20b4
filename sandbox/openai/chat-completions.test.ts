import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAIFromConfig, SANDBOX_OPENAI_PATH } from '../../core/clients/openai.ts';
import { startTestApp, type TestApp } from '../../api/testing/test-app.ts';
import { startSandboxOpenAI } from './start.ts';

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

/** The fake as the web process serves it. */
const on = (a: TestApp) => `${a.baseUrl}${SANDBOX_OPENAI_PATH}`;
const client = (baseURL: string) => new OpenAI({ apiKey: 'sandbox', baseURL, maxRetries: 0 });
const ask = (baseURL: string, comment: string) =>
  client(baseURL).chat.completions.create({
    model: 'gpt-4o-mini',
    messages: [
      { role: 'system', content: 'Reply as the creator of "Sunset timelapse", friendly, at most 200 characters.' },
      { role: 'user', content: `The comment to answer:\n${comment}\n\nAnswer with the reply text only, at most 200 characters.` },
    ],
    max_tokens: 60,
  });

describe('sandbox OpenAI', () => {
  it('answers a chat completion in OpenAI shape with a reply about the comment, the same one for the same request', async () => {
    const first = await ask(on(app), 'Which camera did you use for these sunset shots?');
    expect(first.object).toBe('chat.completion');
    expect(first.choices[0]?.finish_reason).toBe('stop');
    const reply = first.choices[0]?.message.content ?? '';
    expect(reply).toMatch(/camera/);
    expect(reply.length).toBeLessThanOrEqual(240);
    expect(first.usage?.total_tokens).toBeGreaterThan(0);
    expect((await ask(on(app), 'Which camera did you use for these sunset shots?')).choices[0]?.message.content).toBe(reply);
    expect((await ask(on(app), 'Loved the music at the end, what track is it?')).choices[0]?.message.content).not.toBe(reply);
  });

  it('refuses a request without a key (401) or without messages (400) in OpenAI error shape', async () => {
    const url = `${app.baseUrl}${SANDBOX_OPENAI_PATH}/chat/completions`;
    const body = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    const anonymous = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
    await expect(client(on(app)).chat.completions.create({ model: 'gpt-4o-mini', messages: [] })).rejects.toBeInstanceOf(OpenAI.BadRequestError);
  });

  it('answers after SANDBOX_OPENAI_DELAY_MS', async () => {
    const started = performance.now();
    await ask(on(slow), 'Great video!');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('is what the platform uses in sandbox without a key, and not with one or outside the sandbox', () => {
    const cfg = app.deps.config;
    expect(openAIFromConfig(cfg)?.baseURL).toBe(`http://127.0.0.1:${cfg.PORT}${SANDBOX_OPENAI_PATH}`);
    expect(openAIFromConfig({ ...cfg, OPENAI_API_KEY: 'sk-real' })?.baseURL).toBe(cfg.OPENAI_BASE_URL);
    expect(openAIFromConfig({ ...cfg, SANDBOX: false, OPENAI_API_KEY: undefined })).toBeNull();
  });
});

describe('sandbox OpenAI on a port of its own (tests that talk to Temporal, the benchmark)', () => {
  it('answers as the web process does, after the delay, and records each completion', async () => {
    const fake = await startSandboxOpenAI({ delayMs: 300 });
    try {
      const comment = 'Which camera did you use for these sunset shots?';
      const started = performance.now();
      const reply = (await ask(fake.url, comment)).choices[0]?.message.content;
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      expect(reply).toBe((await ask(on(app), comment)).choices[0]?.message.content);
      expect(fake.completions).toEqual([{ comment, reply }]);
    } finally {
      await fake.close();
    }
  });
});

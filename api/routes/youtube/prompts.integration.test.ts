import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT_TEXT } from '../../../core/domain/youtube/default-prompt.ts';
import { UserSecret, YoutubePrompt } from '../../../db/index.ts';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ SUBSCRIPTION_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  await app.close();
});

async function subscriber(): Promise<Subscriber> {
  const user = await newSubscriber(app);
  await giveActiveSubscription(user.userId);
  return user;
}

const defaults = async (user: Subscriber) => ((await user.call('GET', '/api/youtube/prompts')).body.prompts as Array<{ id: string; isDefault: boolean; name: string }>).filter((p) => p.isDefault);

describe('premium gate', () => {
  it('refuses a user without a subscription with 403 on prompts and credentials (deleting them is free: youtube-credentials.test.ts)', async () => {
    const user = await newSubscriber(app);
    for (const [method, path] of [['GET', '/api/youtube/prompts'], ['POST', '/api/youtube/prompts'], ['GET', '/api/users/youtube-credentials']] as const) {
      const res = await user.call(method, path, method === 'POST' ? { name: 'a', prompt: 'b' } : undefined);
      expect(res).toMatchObject({ status: 403, body: { error: 'premium_required' } });
    }
    expect(await YoutubePrompt.query().where('user_id', user.userId).resultSize()).toBe(0);
  });
});

describe('prompt templates', () => {
  it('a new user starts with one default template that uses every variable', async () => {
    const user = await subscriber();
    const { status, body } = await user.call('GET', '/api/youtube/prompts');
    expect(status).toBe(200);
    expect(body.prompts).toEqual([expect.objectContaining({ name: 'Friendly creator reply', prompt: DEFAULT_PROMPT_TEXT, isDefault: true })]);
    for (const variable of ['{videoTitle}', '{tone}', '{maxLength}', '{language}']) expect(DEFAULT_PROMPT_TEXT).toContain(variable);
    // Looking again does not add another.
    expect((await user.call('GET', '/api/youtube/prompts')).body.prompts).toHaveLength(1);
  });

  it('creates, updates and moves the default; exactly one default at every step', async () => {
    const user = await subscriber();
    await user.call('GET', '/api/youtube/prompts');
    const created = await user.call('POST', '/api/youtube/prompts', { name: '  Short  ', prompt: 'Reply to {videoTitle} briefly', isDefault: true });
    expect(created.status).toBe(201);
    expect(created.body.prompt).toMatchObject({ name: 'Short', isDefault: true });
    expect((await defaults(user)).map((p) => p.name)).toEqual(['Short']);

    const other = (await user.call('POST', '/api/youtube/prompts', { name: 'Long', prompt: 'Reply at length' })).body.prompt;
    expect(other.isDefault).toBe(false);
    const moved = await user.call('PUT', `/api/youtube/prompts/${other.id}/default`);
    expect(moved.body.prompt).toMatchObject({ id: other.id, isDefault: true });
    expect((await defaults(user)).map((p) => p.id)).toEqual([other.id]);

    const updated = await user.call('PUT', `/api/youtube/prompts/${created.body.prompt.id}`, { name: 'Shorter', prompt: 'Reply in one line' });
    expect(updated.body.prompt).toMatchObject({ name: 'Shorter', prompt: 'Reply in one line', isDefault: false });
  });

  it('keeps exactly one default when many requests move it at once', async () => {
    const user = await subscriber();
    await user.call('GET', '/api/youtube/prompts');
    const ids = await Promise.all(['A', 'B', 'C'].map(async (name) => (await user.call('POST', '/api/youtube/prompts', { name, prompt: 'p' })).body.prompt.id as string));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => user.call('PUT', `/api/youtube/prompts/${ids[i % 3]!}/default`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await defaults(user)).toHaveLength(1);
  });

  it('the database itself refuses a second default', async () => {
    const user = await subscriber();
    await user.call('GET', '/api/youtube/prompts');
    await expect(YoutubePrompt.query().insert({ userId: user.userId, name: 'x', prompt: 'y', isDefault: true })).rejects.toThrow(/youtube_prompts_one_default_per_user/);
  });

  it('deleting the default hands it on; deleting all leaves the list empty for good', async () => {
    const user = await subscriber();
    const [first] = (await user.call('GET', '/api/youtube/prompts')).body.prompts as Array<{ id: string }>;
    const second = (await user.call('POST', '/api/youtube/prompts', { name: 'Second', prompt: 'p' })).body.prompt;
    expect(await user.call('DELETE', `/api/youtube/prompts/${first!.id}`)).toEqual({ status: 200, body: { success: true } });
    expect((await defaults(user)).map((p) => p.id)).toEqual([second.id]);
    await user.call('DELETE', `/api/youtube/prompts/${second.id}`);
    expect((await user.call('GET', '/api/youtube/prompts')).body.prompts).toEqual([]);
  });

  it('blank name or prompt: 400 naming the field, nothing stored', async () => {
    const user = await subscriber();
    await user.call('GET', '/api/youtube/prompts');
    for (const [body, field] of [[{ name: '   ', prompt: 'p' }, 'name'], [{ name: 'n', prompt: ' \n ' }, 'prompt'], [{ name: 'n' }, 'prompt']] as const) {
      const res = await user.call('POST', '/api/youtube/prompts', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_error', message: expect.stringContaining(field) });
    }
    expect(await YoutubePrompt.query().where('user_id', user.userId).resultSize()).toBe(1);
  });

  it("another user's template, or an id that is not one: 404, and it is left alone", async () => {
    const owner = await subscriber();
    const [theirs] = (await owner.call('GET', '/api/youtube/prompts')).body.prompts as Array<{ id: string }>;
    const intruder = await subscriber();
    for (const [method, path, body] of [
      ['PUT', `/api/youtube/prompts/${theirs!.id}`, { name: 'mine', prompt: 'mine' }],
      ['PUT', `/api/youtube/prompts/${theirs!.id}/default`, undefined],
      ['DELETE', `/api/youtube/prompts/${theirs!.id}`, undefined],
      ['DELETE', '/api/youtube/prompts/not-an-id', undefined],
    ] as const) {
      expect((await intruder.call(method, path, body)).status).toBe(404);
    }
    expect(await YoutubePrompt.query().findById(theirs!.id)).toMatchObject({ name: 'Friendly creator reply', isDefault: true });
  });
});

describe('YouTube API credentials', () => {
  it('all three fields are required; saved encrypted; status; disconnect removes them', async () => {
    const user = await subscriber();
    expect((await user.call('GET', '/api/users/youtube-credentials')).body).toEqual({ hasCredentials: false });
    const missing = await user.call('POST', '/api/users/youtube-credentials', { apiKey: 'AIzaSyTest', clientId: 'id.apps.googleusercontent.com' });
    expect(missing).toMatchObject({ status: 400, body: { error: 'validation_error', message: expect.stringContaining('clientSecret') } });

    const saved = await user.call('POST', '/api/users/youtube-credentials', { apiKey: 'AIzaSyTest123', clientId: 'id.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret' });
    expect(saved.status).toBe(200);
    expect((await user.call('GET', '/api/users/youtube-credentials')).body).toEqual({ hasCredentials: true });
    const rows = await UserSecret.query().where('user_id', user.userId);
    expect(rows.map((r) => r.name).sort()).toEqual(['youtube.apiKey', 'youtube.clientId', 'youtube.clientSecret']);
    for (const row of rows) expect(row.ciphertext).not.toMatch(/AIzaSyTest123|GOCSPX-secret|googleusercontent/);

    expect((await user.call('DELETE', '/api/users/youtube-credentials')).body).toEqual({ success: true, hasCredentials: false });
    expect((await user.call('GET', '/api/users/youtube-credentials')).body).toEqual({ hasCredentials: false });
  });
});

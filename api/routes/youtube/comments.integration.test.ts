import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { YoutubeReply } from '../../../db/index.ts';
import { nockedTestApp } from '../../testing/nocked-app.ts';
import { giveActiveSubscription, newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { startTestApp } from '../../testing/test-app.ts';

/** Reply generation through the openai SDK, OpenAI played by nock at api.openai.com. */
const env = nockedTestApp({ SUBSCRIPTION_CACHE_SECONDS: '0', OPENAI_API_KEY: 'sk-test-platform', OPENAI_MODEL: 'gpt-4o-mini' });

async function subscriber(): Promise<Subscriber> {
  const user = await newSubscriber(env.app);
  await giveActiveSubscription(user.userId);
  return user;
}

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_795_000_000,
  model: 'gpt-4o-mini-2024-07-18',
  choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
  usage: { prompt_tokens: 120, completion_tokens: 20, total_tokens: 140 },
});

type ChatBody = { model: string; messages: Array<{ role: string; content: string }> };

function openai(content: string) {
  const seen: ChatBody[] = [];
  nock('https://api.openai.com')
    .post('/v1/chat/completions', (body: ChatBody) => (seen.push(body), true))
    .matchHeader('authorization', 'Bearer sk-test-platform')
    .reply(200, completion(content));
  return seen;
}

const request = (over: Record<string, unknown> = {}) => ({
  commentId: 'Ugw-comment-1',
  videoId: 'vid00000001',
  commentText: 'How did you film the drone shots?',
  videoTitle: 'Flying over the Altai',
  videoDescription: 'Three days in the mountains.',
  skipCache: false,
  parentComments: [{ author: 'Viewer', text: 'Amazing views' }],
  ...over,
});

describe('generate-reply', () => {
  it("fills the user's default template, stores the draft, and reuses it until Regenerate", async () => {
    const user = await subscriber();
    const seen = openai('"Thanks! A DJI Mini 4, early in the morning."');
    const first = await user.call('POST', '/api/youtube/comments/generate-reply', request());
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ reply: 'Thanks! A DJI Mini 4, early in the morning.', dbCommentId: expect.any(String) });
    const [chat] = seen;
    expect(chat!.model).toBe('gpt-4o-mini');
    expect(chat!.messages[0]!.content).toContain('"Flying over the Altai"');
    expect(chat!.messages[0]!.content).toContain('friendly tone');
    expect(chat!.messages[0]!.content).not.toMatch(/\{videoTitle\}|\{tone\}|\{maxLength\}|\{language\}/);
    expect(chat!.messages[1]!.content).toContain('Viewer: Amazing views');
    expect(chat!.messages[1]!.content).toContain('How did you film the drone shots?');

    const cached = await user.call('POST', '/api/youtube/comments/generate-reply', request());
    expect(cached.body).toEqual(first.body);

    openai('Mostly a DJI Mini 4.');
    const regenerated = await user.call('POST', '/api/youtube/comments/generate-reply', request({ skipCache: true }));
    expect(regenerated.body.reply).toBe('Mostly a DJI Mini 4.');
    expect(regenerated.body.dbCommentId).not.toBe(first.body.dbCommentId);
  });

  it("gives the model the creator's latest edited replies as examples of their voice", async () => {
    const user = await subscriber();
    openai('Thanks a lot!');
    const draft = await user.call('POST', '/api/youtube/comments/generate-reply', request({ commentId: 'c-voice-1' }));
    await YoutubeReply.query().findById(draft.body.dbCommentId as string).patch({ editedReply: 'Cheers, mate! Glad you liked it 🙌' });
    const seen = openai('Cheers!');
    await user.call('POST', '/api/youtube/comments/generate-reply', request({ commentId: 'c-voice-2' }));
    expect(seen[0]!.messages[0]!.content).toContain('Cheers, mate! Glad you liked it 🙌');
  });

  it('retries OpenAI 429 with back-off, then answers the spec rate-limit message', async () => {
    const user = await subscriber();
    const limited = nock('https://api.openai.com')
      .post('/v1/chat/completions')
      .times(4)
      .reply(429, { error: { message: 'Rate limit reached for gpt-4o-mini', type: 'requests', code: 'rate_limit_exceeded' } }, { 'retry-after-ms': '5' });
    const res = await user.call('POST', '/api/youtube/comments/generate-reply', request({ commentId: 'c-limited' }));
    expect(res).toEqual({ status: 429, body: { error: 'rate_limited', message: 'API rate limit reached. Please try again later.' } });
    expect(limited.isDone()).toBe(true);
    expect(await YoutubeReply.query().where({ user_id: user.userId, comment_id: 'c-limited' }).resultSize()).toBe(0);
  });

  it("another user's template is 404; a blank comment is 400", async () => {
    const owner = await subscriber();
    const [theirs] = (await owner.call('GET', '/api/youtube/prompts')).body.prompts as Array<{ id: string }>;
    const user = await subscriber();
    expect((await user.call('POST', '/api/youtube/comments/generate-reply', request({ promptTemplateId: theirs!.id }))).status).toBe(404);
    const blank = await user.call('POST', '/api/youtube/comments/generate-reply', request({ commentText: '   ' }));
    expect(blank).toMatchObject({ status: 400, body: { error: 'validation_error' } });
  });

  it('without a platform OpenAI key: the spec message, nothing stored', async () => {
    const keyless = await startTestApp({ SUBSCRIPTION_CACHE_SECONDS: '0' });
    try {
      const user = await newSubscriber(keyless);
      await giveActiveSubscription(user.userId);
      const res = await user.call('POST', '/api/youtube/comments/generate-reply', request({ commentId: 'c-nokey' }));
      expect(res).toEqual({ status: 503, body: { error: 'service_unavailable', message: 'OpenAI API key not configured. Please contact the administrator.' } });
    } finally {
      await keyless.close();
    }
  });
});

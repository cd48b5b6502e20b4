import { randomUUID } from 'node:crypto';
import nock from 'nock';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAI } from '../../../clients/openai.ts';
import { createSecretBox, parseKeyring } from '../../../crypto.ts';
import { connectDatabase, User, type Knex } from '../../../../db/index.ts';
import { storeAnalyticsKeys } from '../keys.ts';
import type { AnalyticsReaders } from '../metric-source.ts';
import { answerQuestion, QuestionFailed, type Progress } from './answer-question.ts';
import type { QuestionDeps } from './deps.ts';
import { fakeReaders, plantedDrop } from './fake-readers.ts';
import { ANSWER_FORMAT, ANSWER_SECTIONS, PLAN_FORMAT, type ModelAnswer, type ModelPlan } from './schemas.ts';
import { AnalyticsUpstreamError } from '../metric-source.ts';

let knex: Knex;
const box = createSecretBox(parseKeyring(process.env.ENCRYPTION_KEYS!), process.env.ENCRYPTION_KEY_ID!);
// A Wednesday: last week is 2026-11-16 – 2026-11-22, the week before 2026-11-09 – 2026-11-15.
const now = new Date('2026-11-25T10:00:00Z');

beforeAll(() => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await knex.destroy();
});

async function userWithKeys(keys: { revenuecat?: string; amplitude?: { apiKey: string; secretKey: string } } = { revenuecat: 'sk_test', amplitude: { apiKey: 'a', secretKey: 's' } }) {
  const user = await User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Analyst', role: 'user' });
  await storeAnalyticsKeys(box, user.id, keys);
  return user.id;
}

function depsWith(readers: AnalyticsReaders): QuestionDeps {
  return {
    secrets: box,
    readers: () => readers,
    model: { openai: createOpenAI({ apiKey: 'test-key', baseURL: 'https://api.openai.com/v1', maxRetries: 0 }), model: 'gpt-4o-mini', limiter: null },
    log: pino({ level: 'silent' }),
    now: () => now,
  };
}

interface ChatBody {
  messages: Array<{ role: string; content: string }>;
  response_format: { json_schema: { name: string } };
}

const completion = (content: object) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'gpt-4o-mini',
  choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content), refusal: null }, logprobs: null, finish_reason: 'stop' }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

/** OpenAI at its real address: each structured output answered in turn, each request kept. */
function openai(plans: ModelPlan[], answers: ModelAnswer[]) {
  const seen: ChatBody[] = [];
  const scope = nock('https://api.openai.com');
  for (const plan of plans) scope.post('/v1/chat/completions', (body: ChatBody) => body.response_format.json_schema.name === PLAN_FORMAT && (seen.push(body), true)).reply(200, completion(plan));
  for (const answer of answers) scope.post('/v1/chat/completions', (body: ChatBody) => body.response_format.json_schema.name === ANSWER_FORMAT && (seen.push(body), true)).reply(200, completion(answer));
  return { seen, scope };
}

const whyPlan: ModelPlan = { metrics: ['revenuecat.revenue'], period: { kind: 'last_week', from: null, to: null }, comparison: 'previous_period', breakdown: { event: 'purchase_completed', property: 'platform' } };

async function ask(readers: AnalyticsReaders, question: string, language: 'en' | 'ru', userId?: string) {
  const progress: Progress[] = [];
  const answered = await answerQuestion(depsWith(readers), { userId: userId ?? (await userWithKeys()), question, language }, (p) => (progress.push(p), Promise.resolve()));
  return { ...answered, progress };
}

describe('answering a question about the analytics', () => {
  it('plans from what the services offer, reads the series, computes the facts and lets the model word them (English)', async () => {
    const { readers, reads } = fakeReaders(plantedDrop('2026-11-16'));
    const { seen, scope } = openai([whyPlan], [{ answer: 'Revenue was $5,600.00 last week, −20% against $7,000.00 the week before. The segment that changed most: Android: 280 → 140 (−50%).', factIds: ['revenuecat.revenue:current'] }]);
    const { response, writer, progress } = await ask(readers, 'why did revenue drop last week?', 'en');

    expect(scope.isDone()).toBe(true);
    const planRequest = seen[0]!.messages.at(-1)!.content;
    expect(planRequest).toContain('Today (UTC): 2026-11-25 (Wednesday)');
    expect(planRequest).toContain('- revenuecat.revenue: Revenue (money)');
    expect(planRequest).toContain('- amplitude.event:purchase_completed');
    expect(planRequest).toContain('why did revenue drop last week?');
    expect(reads).toEqual(['revenuecat.revenue 2026-11-09..2026-11-22', 'purchase_completed by platform 2026-11-09..2026-11-22']);
    const answerRequest = seen[1]!.messages.at(-1)!.content;
    expect(answerRequest).toContain('Answer in: English');
    expect(answerRequest).toContain('- revenuecat.revenue:current | Revenue, total 2026-11-16 – 2026-11-22 | $5,600.00');

    expect(writer).toBe('model');
    expect(response).toMatchObject({ language: 'en', noData: false, answer: expect.stringContaining('$5,600.00') });
    expect(response.facts.find((f) => f.id === 'breakdown:most_moved')).toMatchObject({ display: 'Android: 280 → 140 (−50%)' });
    expect(response.sources.map((s) => s.request)).toEqual([
      'GET /v2/projects/proj1/charts/revenue?start_date=2026-11-09&end_date=2026-11-22',
      'GET /api/2/events/segmentation?e=purchase_completed&g=platform&start=2026-11-09&end=2026-11-22',
    ]);
    expect(progress.map((p) => p.progress)).toEqual([5, 10, 15, 20, 45, 75, 85]);
    expect(progress.map((p) => p.message)).toEqual([
      'Reading your question',
      'Checking what your services can tell',
      'Working out what to look at',
      'Reading Revenue from RevenueCat (1 of 2)',
      'Reading “purchase_completed” by platform from Amplitude (2 of 2)',
      'Computing the figures',
      'Writing the answer',
    ]);
  });

  it('answers a Russian question in Russian, with Russian progress and figures', async () => {
    const { readers } = fakeReaders(plantedDrop('2026-11-16'));
    const { seen } = openai([whyPlan], [{ answer: 'Выручка за прошлую неделю — 5 600,00 $, это −20% к 7 000,00 $. Сильнее всего упал Android: 280 → 140.', factIds: [] }]);
    const { response, progress } = await ask(readers, 'почему упала выручка на прошлой неделе?', 'ru');
    expect(seen[1]!.messages[0]!.content).toContain('Answer in Russian');
    expect(seen[1]!.messages.at(-1)!.content).toContain('| Выручка, всего за 2026-11-16 – 2026-11-22 | 5\u00a0600,00\u00a0$');
    expect(response).toMatchObject({ language: 'ru', noData: false });
    expect(response.answer).toContain('5 600,00 $');
    expect(progress.map((p) => p.message)).toContain('Читаю «Выручка» из RevenueCat (1 из 2)');
  });

  it('asks again when the answer cites a figure no fact gives, naming it', async () => {
    const { readers } = fakeReaders(plantedDrop('2026-11-16'));
    const { seen } = openai([whyPlan], [
      { answer: 'Revenue fell to $5,600.00, and it will reach $9,100 next week.', factIds: [] },
      { answer: 'Revenue fell to $5,600.00 (−20%).', factIds: [] },
    ]);
    const { response, writer } = await ask(readers, 'why did revenue drop last week?', 'en');
    expect(seen).toHaveLength(3);
    expect(seen[2]!.messages.at(-1)!.content).toBe(`${ANSWER_SECTIONS.retry} 9,100. Write the answer again citing only figures shown in the facts.`);
    expect(writer).toBe('model');
    expect(response.answer).toBe('Revenue fell to $5,600.00 (−20%).');
  });

  it('answers from the facts in code when the model invents a figure twice', async () => {
    const { readers } = fakeReaders(plantedDrop('2026-11-16'));
    openai([whyPlan], [
      { answer: 'Revenue fell 35%.', factIds: [] },
      { answer: 'Revenue fell 35% because of Android.', factIds: [] },
    ]);
    const { response, writer } = await ask(readers, 'why did revenue drop last week?', 'en');
    expect(writer).toBe('code');
    expect(response.answer).not.toContain('35');
    expect(response.answer).toContain('Revenue, total 2026-11-16 – 2026-11-22: $5,600.00');
    expect(response.answer).toContain('“purchase_completed” by platform: the platform that changed most: Android: 280 → 140 (−50%)');
    expect(response.noData).toBe(false);
  });

  it('says there is no data, without asking the model to answer, when the series are empty', async () => {
    const { readers } = fakeReaders({ revenue: () => null });
    const { seen, scope } = openai([{ ...whyPlan, breakdown: null }], []);
    for (const [question, language, words] of [
      ['how much revenue last week?', 'en', 'There is no data for Revenue for 2026-11-16 – 2026-11-22'],
      ['какая выручка была на прошлой неделе?', 'ru', 'Нет данных по показателям «Выручка» за 2026-11-16 – 2026-11-22'],
    ] as const) {
      scope.post('/v1/chat/completions', (body: ChatBody) => body.response_format.json_schema.name === PLAN_FORMAT && (seen.push(body), true)).reply(200, completion({ ...whyPlan, breakdown: null }));
      const { response, writer } = await ask(readers, question, language);
      expect(writer).toBe('no_data');
      expect(response).toMatchObject({ noData: true, language, facts: [], charts: [] });
      expect(response.answer).toContain(words);
      expect(response.answer.replace(/\d{4}-\d{2}-\d{2}/g, '')).not.toMatch(/\d/);
    }
    expect(seen.every((body) => body.response_format.json_schema.name === PLAN_FORMAT)).toBe(true);
  });

  it('asks no model at all when no service is connected', async () => {
    const userId = (await User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'No keys', role: 'user' })).id;
    const { response, writer, progress } = await ask(fakeReaders({}).readers, 'why did revenue drop last week?', 'en', userId);
    expect(writer).toBe('no_data');
    expect(response.answer).toBe('No analytics service is connected, so there is no data to answer this question. Add your RevenueCat or Amplitude keys in the analytics settings.');
    expect(progress).toHaveLength(1);
  });

  it('drops metrics and splits the services do not offer, and says so when nothing is left', async () => {
    const { readers, reads } = fakeReaders(plantedDrop('2026-11-16'), { revenuecat: true, amplitude: false });
    openai([{ metrics: ['revenuecat.ltv', 'amplitude.active_users', 'amplitude.event:purchase_completed'], period: { kind: 'last_week', from: null, to: null }, comparison: 'previous_period', breakdown: { event: 'purchase_completed', property: 'platform' } }], []);
    const { response } = await ask(readers, 'what is our LTV?', 'en');
    expect(reads).toEqual([]);
    expect(response.noData).toBe(true);
    expect(response.answer).toContain('I could not match this question to the data your services offer (Revenue, MRR, Active subscriptions, Active trials and Churn rate)');
  });

  it("tells the upstream's refusal when nothing could be read", async () => {
    const { readers } = fakeReaders(plantedDrop('2026-11-16'), { revenuecat: true, amplitude: false });
    readers.revenuecat!.series = () => Promise.reject(new AnalyticsUpstreamError('revenuecat', 'unauthorized', 'The RevenueCat secret key was refused (401).', { status: 401 }));
    openai([{ ...whyPlan, breakdown: null }], []);
    await expect(ask(readers, 'why did revenue drop last week?', 'en')).rejects.toThrow(new QuestionFailed('The RevenueCat secret key was refused (401).'));
  });

  it('stops between steps when cancelled', async () => {
    const { readers, reads } = fakeReaders(plantedDrop('2026-11-16'));
    openai([whyPlan], []);
    const controller = new AbortController();
    const userId = await userWithKeys();
    const run = answerQuestion(depsWith(readers), { userId, question: 'why did revenue drop last week?', language: 'en' }, (p) => {
      if (p.progress === 15) controller.abort(new Error('gone'));
      return Promise.resolve();
    }, controller.signal);
    // The plan's request is aborted (the SDK's own error), and nothing is read.
    await expect(run).rejects.toThrow(/gone|aborted/);
    expect(controller.signal.aborted).toBe(true);
    expect(reads).toEqual([]);
  });
});

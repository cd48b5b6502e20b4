import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAI } from '../../core/clients/openai.ts';
import { createSecretBox, parseKeyring } from '../../core/crypto.ts';
import { answerQuestion } from '../../core/domain/analytics/question/answer-question.ts';
import { fakeReaders, plantedDrop } from '../../core/domain/analytics/question/fake-readers.ts';
import { storeAnalyticsKeys } from '../../core/domain/analytics/keys.ts';
import { connectDatabase, User, type Knex } from '../../db/index.ts';
import { ANSWER_MARKERS } from './analytics-question.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from './start.ts';

let knex: Knex;
let openai: RunningSandboxOpenAI;
let userId: string;
const box = createSecretBox(parseKeyring(process.env.ENCRYPTION_KEYS!), process.env.ENCRYPTION_KEY_ID!);
const now = new Date('2026-11-25T10:00:00Z');

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  openai = await startSandboxOpenAI();
  const user = await User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Sandbox analyst', role: 'user' });
  await storeAnalyticsKeys(box, user.id, { revenuecat: 'sk_sandbox', amplitude: { apiKey: 'a', secretKey: 's' } });
  userId = user.id;
});
afterAll(async () => {
  await openai.close();
  await knex.destroy();
});

/** The product's pipeline against the sandbox's fake OpenAI over HTTP, the planted drop in the readers. */
async function ask(question: string, language: 'en' | 'ru') {
  const { readers, reads } = fakeReaders(plantedDrop('2026-11-16'));
  const deps = { secrets: box, readers: () => readers, model: { openai: createOpenAI({ apiKey: 'sandbox', baseURL: openai.url, maxRetries: 0 }), model: 'gpt-4o-mini', limiter: null }, log: pino({ level: 'silent' }), now: () => now };
  return { ...(await answerQuestion(deps, { userId, question, language }, () => Promise.resolve())), reads };
}

describe("the sandbox OpenAI's analytics questions", () => {
  it('plans "why did revenue drop last week?" as revenue last week against the week before, split by platform, and answers from the facts', async () => {
    const { response, writer, reads } = await ask('why did revenue drop last week?', 'en');
    expect(reads).toEqual(['revenuecat.revenue 2026-11-09..2026-11-22', 'purchase_completed by platform 2026-11-09..2026-11-22']);
    expect(writer).toBe('model');
    expect(response.answer).toBe('Revenue was $5,600.00 (−20% against $7,000.00). The segment that changed most: Android: 280 → 140 (−50%). It accounts for 100% of the whole change.');
  });

  it('does the same in Russian', async () => {
    const { response, writer, reads } = await ask('почему упала выручка на прошлой неделе?', 'ru');
    expect(reads).toEqual(['revenuecat.revenue 2026-11-09..2026-11-22', 'purchase_completed by platform 2026-11-09..2026-11-22']);
    expect(writer).toBe('model');
    expect(response.language).toBe('ru');
    expect(response.answer).toBe('Выручка: 5\u00a0600,00\u00a0$ (−20% к 7\u00a0000,00\u00a0$). Сильнее всего изменился сегмент Android: 280 → 140 (−50%). На него приходится 100% всего изменения.');
  });

  it('invents a figure on demand, so the check and the fallback can be seen in sandbox', async () => {
    expect((await ask(`why did revenue drop last week? ${ANSWER_MARKERS.invent}`, 'en')).writer).toBe('code');
    const once = await ask(`why did revenue drop last week? ${ANSWER_MARKERS.inventOnce}`, 'en');
    expect(once.writer).toBe('model');
    expect(once.response.answer).not.toContain('987');
  });

  it('names nothing the question does not ask about', async () => {
    const { response, reads } = await ask('what is the weather like?', 'en');
    expect(reads).toEqual([]);
    expect(response.noData).toBe(true);
  });
});

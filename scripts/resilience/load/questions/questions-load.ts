import { signInBenchUsers, type BenchUser } from '../../../../bench/sign-in.ts';
import type { LoadKind, Offered } from '../contract.ts';
import { drain, send } from '../http.ts';
import { countQuestions, type QuestionOffer, type QuestionRow } from './question-audit.ts';
import { streamOutcome } from './question-stream.ts';

/**
 * Analysts asking a question in the console (spec 7 POST /api/analytics/query): the answer comes
 * as a text/event-stream, progress then `complete`. An offer is accepted when its stream finished
 * with an answer; its effect is the question's entry in the contexts log, answered once.
 * Each question carries its own marker, so its entry is told from every other.
 */
const ANALYSTS = 8;
/** Questions the fake OpenAI plans from the words in them (sandbox/openai/analytics-question.ts): revenue, users, MRR, trials. */
const QUESTIONS = [
  'How did revenue change last week?',
  'How many active users did we have yesterday?',
  'How many new users signed up in the last 14 days?',
  'What is our MRR this month?',
  'How many trials started last month?',
];
/** The API gives a question three minutes before saying it took too long. */
const QUESTION_TIMEOUT_MS = 200_000;

const marker = (seq: number) => `[q${seq}]`;
const keyOf = (seq: number) => `q${seq}`;
export const questionText = (seq: number) => `${QUESTIONS[seq % QUESTIONS.length]!} ${marker(seq)}`;

export function createQuestionsLoad(): LoadKind {
  let analysts: BenchUser[] = [];
  /** The answer each stream showed, by key: what the log must hold. */
  const answers = new Map<string, string>();

  return {
    name: 'question',
    weight: 1,

    async setup(ctx) {
      analysts = await signInBenchUsers(ANALYSTS, ctx.env.JWT_SECRET!, Number(ctx.env.ACCESS_TOKEN_TTL_SECONDS ?? 3600));
      for (const [i, analyst] of analysts.entries()) {
        // Keys the fakes take (any but those naming 'invalid', 'empty' or 'ratelimited'); no daily monitoring: only questions run.
        const saved = await send('POST', `${ctx.baseUrl}/api/analytics/credentials`, {
          headers: { authorization: `Bearer ${analyst.token}` },
          body: { revenuecatApiKey: `sk_resilience_${i}`, amplitudeApiKey: `amp_resilience_${i}`, amplitudeSecretKey: `amp_secret_${i}`, monitoringPreferences: { dailyMonitoringEnabled: false } },
          timeoutMs: 30_000,
        });
        if (saved.status !== 200) throw new Error(`question setup: saving the analytics keys answered ${saved.status}: ${JSON.stringify(saved.body)}`);
      }
      ctx.log(`question: ${analysts.length} analysts with RevenueCat and Amplitude keys`);
    },

    async offer(ctx, seq): Promise<Offered> {
      const analyst = analysts[seq % analysts.length]!;
      const sent = await send('POST', `${ctx.baseUrl}/api/analytics/query`, {
        headers: { authorization: `Bearer ${analyst.token}`, accept: 'text/event-stream' },
        body: { query: questionText(seq), language: 'en' },
        timeoutMs: QUESTION_TIMEOUT_MS,
      });
      const { at, status, ms, error, message } = sent;
      const base = { kind: 'question', key: keyOf(seq), at };
      if (status !== 200 || typeof sent.body !== 'string') return { ...base, accepted: false, tries: [{ at, status, ms, ...(error ? { error } : {}), ...(message ? { message } : {}) }] };
      // A 200 whose stream ended without an answer (an error event, a cut) is not accepted: the person read no answer.
      const outcome = streamOutcome(sent.body);
      if (!outcome.answered) return { ...base, accepted: false, tries: [{ at, status, ms, error: 'no_answer_in_stream', message: outcome.reason }] };
      answers.set(base.key, outcome.answer);
      return { ...base, accepted: true, tries: [{ at, status, ms }] };
    },

    async audit(ctx, offered, drainMs) {
      const offers: QuestionOffer[] = offered.map((o) => {
        const seq = Number(o.key.slice(1));
        return { key: o.key, accepted: o.accepted, marker: marker(seq), answer: answers.get(o.key) ?? null };
      });
      const read = async (): Promise<QuestionRow[]> => {
        const rows = await ctx
          .knex('analytics_queries')
          .whereIn('user_id', analysts.map((a) => a.userId))
          .select<{ question: string; status: string; response: { answer?: unknown } | null }[]>('question', 'status', 'response');
        return rows.map((r) => ({ question: r.question, status: r.status, answer: typeof r.response?.answer === 'string' ? r.response.answer : null }));
      };
      // An answered stream was read from the row; an unanswered one's job may still be finishing it (failed, cancelled).
      await drain(async () => {
        const rows = await read();
        return countQuestions(offers, rows).lost === 0 && !rows.some((r) => r.status === 'running');
      }, drainMs);
      return countQuestions(offers, await read());
    },
  };
}

export const questionsLoad: LoadKind = createQuestionsLoad();

import type { Job } from 'bullmq';
import OpenAI from 'openai';
import type { QueryResponse } from '../../contracts/analytics.ts';
import { answerQuestion, QuestionFailed, type Progress } from '../../core/domain/analytics/question/answer-question.ts';
import { botAnswerText, botFailureText } from '../../core/domain/analytics/question/bot-answer.ts';
import { ModelUnavailable } from '../../core/clients/model-unavailable.ts';
import type { analyticsQuery } from '../../core/queues/jobs/analytics-query.ts';
import { AnalyticsQuery } from '../../db/index.ts';
import type { JobHandler, WorkerDeps } from '../job-handler.ts';

/** How often a running question looks for its asker's cancel mark (between steps it looks too). */
const CANCEL_POLL_MS = 300;
/** What the console says when nothing better is known (spec 8). */
const FAILED = 'Failed to process analytics query';

const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/** A failure that another attempt may not meet: a busy model, OpenAI's 429 or 5xx, a dropped connection. */
function passing(err: unknown): boolean {
  if (err instanceof ModelUnavailable) return err.reason === 'busy';
  if (err instanceof OpenAI.APIConnectionError || err instanceof OpenAI.RateLimitError || err instanceof OpenAI.InternalServerError) return true;
  return false;
}

/** The reason the asker reads: theirs to act on (a key refused, no model here), or the console's default. */
function reasonOf(err: unknown): string {
  if (err instanceof QuestionFailed || err instanceof ModelUnavailable) return err.message;
  if (passing(err)) return 'The AI service could not answer just now, try again in a minute';
  return FAILED;
}

/** A question asked in the bot hears its answer there, once: the key is the question's. */
async function tellChat(deps: WorkerDeps, row: AnalyticsQuery, text: string): Promise<void> {
  if (row.channel !== 'bot' || row.chatId === null) return;
  await deps.telegram.outbox.send('analytics', row.chatId, `query-${row.id}`, { text });
}

const finish = (id: string, patch: Partial<Pick<AnalyticsQuery, 'status' | 'response' | 'error'>>) =>
  AnalyticsQuery.query().findById(id).patch({ ...patch, finishedAt: new Date() }).where('status', 'running');

/**
 * Answers one question (core/domain/analytics/question/answer-question.ts), reporting each step
 * with job.updateProgress({progress, message}) for the API's stream, and stores the answer or
 * the reason on the row. A row already finished is not answered again (a bot question's answer
 * is queued again under the same key, which sends nothing twice). While it runs, the asker's
 * cancel mark (set by the API when the client goes away) stops it and the row reads 'cancelled'.
 */
export const handle: JobHandler<typeof analyticsQuery> = async ({ queryId }, deps, job) => {
  const q = deps.analyticsQuestions;
  const row = await AnalyticsQuery.query().findById(queryId);
  if (!row) return;
  if (row.status === 'completed') return tellChat(deps, row, botAnswerText(row.response as QueryResponse));
  if (row.status !== 'running') return;
  if (await q.cancellation.isCancelled(queryId)) {
    await finish(queryId, { status: 'cancelled' });
    return;
  }
  const controller = new AbortController();
  const watch = setInterval(() => {
    q.cancellation.isCancelled(queryId).then(
      (cancelled) => cancelled && controller.abort(new Error('The asker went away')),
      () => undefined,
    );
  }, CANCEL_POLL_MS);
  const report = async (progress: Progress) => {
    if (await q.cancellation.isCancelled(queryId)) controller.abort(new Error('The asker went away'));
    controller.signal.throwIfAborted();
    await job.updateProgress(progress);
  };
  try {
    const { response, writer } = await answerQuestion(q, { userId: row.userId, question: row.question, language: row.language }, report, controller.signal);
    controller.signal.throwIfAborted();
    await finish(queryId, { status: 'completed', response });
    q.log.info({ queryId, writer, noData: response.noData }, 'analytics question answered');
    await tellChat(deps, row, botAnswerText(response));
  } catch (err) {
    if (controller.signal.aborted) {
      await finish(queryId, { status: 'cancelled' });
      return;
    }
    if (passing(err) && !isLastAttempt(job)) throw err;
    q.log.warn({ err, queryId }, 'analytics question failed');
    const error = reasonOf(err);
    await finish(queryId, { status: 'failed', error });
    await tellChat(deps, row, botFailureText(error, row.language));
  } finally {
    clearInterval(watch);
  }
};

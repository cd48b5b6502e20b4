import type { QueryLanguage, QueryResponse } from '../../../../contracts/analytics.ts';
import { builtInMetrics } from '../catalogue.ts';
import { readAnalyticsKeys } from '../keys.ts';
import { outcomeOfFailure } from '../upstream-outcome.ts';
import { computeFacts } from './compute-facts.ts';
import type { QuestionDeps } from './deps.ts';
import { factLabels } from './fact-labels.ts';
import { fetchSeries, type Fetched } from './fetch-series.ts';
import { formatRange } from './format-figures.ts';
import { offerOf } from './offer.ts';
import { planQuestion } from './plan-question.ts';
import { PROGRESS, progressTexts } from './progress-texts.ts';
import { noDataAnswer, type NoDataReason } from './render-answer.ts';
import { writeAnswer } from './write-answer.ts';

export interface QuestionInput {
  userId: string;
  question: string;
  language: QueryLanguage;
}

export interface Progress {
  progress: number;
  message: string;
}

export type OnProgress = (progress: Progress) => Promise<void>;

/** A question that cannot be answered for a reason the person can act on (a key refused): its message is theirs to read. */
export class QuestionFailed extends Error {
  override readonly name = 'QuestionFailed';
}

/** What answering found: the response, and who wrote its text (for the logs and the tests). */
export interface Answered {
  response: QueryResponse;
  writer: 'model' | 'code' | 'no_data';
}

function noData(reason: NoDataReason, language: QueryLanguage, sources: QueryResponse['sources'] = []): Answered {
  return { response: { answer: noDataAnswer(reason, language), language, noData: true, facts: [], sources, charts: [] }, writer: 'no_data' };
}

/** Every read failed: the first refusal, in the words the settings page uses ('The RevenueCat key was refused (401).'). */
const failureOf = (failures: Fetched['failures'] | Array<{ service: 'revenuecat' | 'amplitude'; error: unknown }>) => new QuestionFailed(outcomeOfFailure(failures[0]!.service, failures[0]!.error).detail);

/**
 * A question answered from the user's analytics: the model plans what to read (metrics the user's
 * services offer, a period worked out in code), the series are read, code computes every figure,
 * and the model words the answer from those figures alone (checked; code writes it otherwise).
 * When the data holds nothing for the question, code says so without asking the model. Progress is
 * told in the question's language; `signal` stops the work between steps (and aborts a model call).
 */
export async function answerQuestion(deps: QuestionDeps, input: QuestionInput, onProgress: OnProgress, signal?: AbortSignal): Promise<Answered> {
  const { userId, question, language } = input;
  const t = progressTexts[language];
  await onProgress({ progress: PROGRESS.reading, message: t.reading });
  const keys = await readAnalyticsKeys(deps.secrets, userId);
  if (!keys.revenuecat && !keys.amplitude) return noData({ kind: 'no_service' }, language);
  const readers = deps.readers(userId, keys);

  signal?.throwIfAborted();
  await onProgress({ progress: PROGRESS.offer, message: t.offer });
  const offer = await offerOf(readers, language);
  if (offer.metrics.length === 0) {
    if (offer.failures.length > 0) throw failureOf(offer.failures);
    return noData({ kind: 'not_matched', offered: [] }, language);
  }

  signal?.throwIfAborted();
  await onProgress({ progress: PROGRESS.planning, message: t.planning });
  const plan = await planQuestion(deps.model, userId, question, offer, deps.now(), signal);
  if (plan.metrics.length === 0 && !plan.breakdown) {
    const services = new Set(offer.metrics.map((m) => m.service));
    const offered = [...services].flatMap((service) => builtInMetrics(service).map((m) => m.label[language]));
    return noData({ kind: 'not_matched', offered }, language);
  }

  const breakdownLabel = plan.breakdown ? factLabels[language].breakdownStep(plan.breakdown.event, plan.breakdown.property) : '';
  const fetched = await fetchSeries(
    readers,
    plan,
    breakdownLabel,
    async (step) => {
      const progress = Math.round(PROGRESS.fetchFrom + ((PROGRESS.fetchTo - PROGRESS.fetchFrom) * step.index) / step.total);
      await onProgress({ progress, message: t.fetching(step.label, step.service, step.index + 1, step.total) });
    },
    signal,
  );
  if (fetched.series.length === 0 && !fetched.segments && fetched.failures.length > 0) throw failureOf(fetched.failures);

  signal?.throwIfAborted();
  await onProgress({ progress: PROGRESS.computing, message: t.computing });
  const facts = computeFacts(fetched, plan.windows, language);
  if (!facts.hasData) return noData({ kind: 'empty', what: facts.empty, range: formatRange(plan.windows.current) }, language, facts.sources);

  signal?.throwIfAborted();
  await onProgress({ progress: PROGRESS.writing, message: t.writing });
  const written = await writeAnswer(deps, userId, question, facts, language, signal);
  return { response: { answer: written.answer, language, noData: false, facts: facts.facts, sources: facts.sources, charts: facts.charts }, writer: written.writer };
}

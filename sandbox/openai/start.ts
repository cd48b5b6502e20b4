import { serveFakes } from '../serve.ts';
import type { ServedCompletion, ServedExtraction } from './chat-completions.ts';
import type { ServedGrade, ServedReading } from './homework.ts';
import { sandboxOpenAIRoutes } from './routes.ts';
import type { ServedTranscription } from './transcriptions.ts';

export interface RunningSandboxOpenAI {
  /** The SDK's baseURL (OPENAI_BASE_URL), ending in /v1. */
  url: string;
  /** Every reply completion served so far, in order. */
  completions: ServedCompletion[];
  /** Every calendar extraction served so far, in order. */
  extractions: ServedExtraction[];
  /** Every transcription served so far, in order (refused files are not counted). */
  transcriptions: ServedTranscription[];
  /** Every digest request served so far (its structured output's name and the characters of its user message). */
  digests: Array<{ format: string; characters: number }>;
  /** Every homework grade served so far (score, confidence, relevance; 'invalid' for SANDBOX-GRADE-INVALID). */
  grades: ServedGrade[];
  /** Every reading of a homework picture or PDF served so far. */
  readings: ServedReading[];
  /** Every analytics question's plan or answer served so far (its structured output's name). */
  analyticsQuestions: Array<{ format: string }>;
  /** Every monitoring insight worded so far (the characters of its facts). */
  insightExplanations: Array<{ characters: number }>;
  close: () => Promise<void>;
}

/**
 * The sandbox's fake OpenAI (the routes the web process serves with SANDBOX=1) on a free port
 * of its own, answering every completion after `delayMs` and every transcription after
 * `transcriptionDelayMs`: for tests that also talk to Temporal (no nock there) and for the
 * benchmark, whose web process runs without the sandbox.
 */
export async function startSandboxOpenAI(options: { delayMs?: number; transcriptionDelayMs?: number } = {}): Promise<RunningSandboxOpenAI> {
  const completions: ServedCompletion[] = [];
  const extractions: ServedExtraction[] = [];
  const transcriptions: ServedTranscription[] = [];
  const digests: Array<{ format: string; characters: number }> = [];
  const grades: ServedGrade[] = [];
  const readings: ServedReading[] = [];
  const analyticsQuestions: Array<{ format: string }> = [];
  const insightExplanations: Array<{ characters: number }> = [];
  const routes = sandboxOpenAIRoutes('/v1', {
    delayMs: options.delayMs ?? 0,
    transcriptionDelayMs: options.transcriptionDelayMs ?? 0,
    onCompletion: (served) => completions.push(served),
    onExtraction: (served) => extractions.push(served),
    onTranscription: (served) => transcriptions.push(served),
    onDigest: (served) => digests.push(served),
    onGrade: (served) => grades.push(served),
    onReading: (served) => readings.push(served),
    onAnalyticsQuestion: (served) => analyticsQuestions.push(served),
    onInsightExplanation: (served) => insightExplanations.push(served),
  });
  const served = await serveFakes([routes]);
  return { url: `${served.origin}/v1`, completions, extractions, transcriptions, digests, grades, readings, analyticsQuestions, insightExplanations, close: served.close };
}

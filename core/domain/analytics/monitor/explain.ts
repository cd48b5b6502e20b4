import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { AnalyticsInsight, UserSettings } from '../../../../db/index.ts';
import { numbersIn } from '../question/check-numbers.ts';
import type { MonitorDeps } from './monitor-deps.ts';

export const INSIGHT_EXPLANATION_FORMAT = 'analytics_insight_explanation';
export const insightExplanationSchema = z.object({ explanation: z.string() });

const SYSTEM = (language: 'en' | 'ru') =>
  [
    'You explain a finding of an analytics monitor to the owner of a subscription app.',
    `Write two or three plain sentences in ${language === 'ru' ? 'Russian' : 'English'}: what happened and what to look at first.`,
    'Use only the figures given, written as given. Never compute, estimate or add a number, a date or a percentage of your own.',
  ].join(' ');

/**
 * The model's text may cite only numbers the code's facts cite, each number read the ways
 * people write it in English and Russian (the questions' reader: 1,234.5 / 1 234,5 / 35%).
 */
export const citesOnly = (text: string, facts: string) => {
  const known = numbersIn(facts).flatMap((n) => n.readings.map((r) => r.value));
  return numbersIn(text).every((n) => n.readings.some((r) => known.some((k) => Math.abs(r.value - k) <= 1e-9 * Math.max(1, Math.abs(k)))));
};

/**
 * The model words each new insight from the figures code computed; a text that cites a number
 * the figures do not hold is thrown away and the code's own wording stays. No AI service (or
 * a busy one) leaves the code's wording: an insight is never held back for its prose.
 */
export async function explainRunInsights(deps: MonitorDeps, runId: string, heartbeat: () => void): Promise<number> {
  const rows = await AnalyticsInsight.query().where('run_id', runId).whereRaw("(details->>'explained')::boolean is false");
  if (rows.length === 0 || !deps.model.openai) return 0;
  const language = (await UserSettings.query().findById(rows[0]!.userId))?.locale === 'ru' ? 'ru' : 'en';
  let explained = 0;
  for (const row of rows) {
    heartbeat();
    let text: string | null = null;
    if (!deps.model.limiter || (await deps.model.limiter.acquire(row.userId))) {
      const completion = await deps.model.openai.chat.completions.parse({
        model: deps.model.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM(language) },
          { role: 'user', content: `${row.title}\n${row.description}` },
        ],
        response_format: zodResponseFormat(insightExplanationSchema, INSIGHT_EXPLANATION_FORMAT),
      });
      const answer = completion.choices[0]?.message.parsed?.explanation.trim();
      if (answer && citesOnly(answer, `${row.title} ${row.description}`)) text = answer;
    }
    await AnalyticsInsight.query()
      .findById(row.id)
      .patch({ ...(text ? { description: text } : {}), details: { ...row.details, explained: true, codeDescription: row.description } });
    if (text) explained += 1;
  }
  return explained;
}

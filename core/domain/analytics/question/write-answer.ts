import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { QueryLanguage } from '../../../../contracts/analytics.ts';
import { askModel } from './ask-model.ts';
import { checkNumbers } from './check-numbers.ts';
import type { Facts } from './compute-facts.ts';
import type { QuestionDeps } from './deps.ts';
import { factsAnswer } from './render-answer.ts';
import { ANSWER_FORMAT, ANSWER_SECTIONS, answerSchema } from './schemas.ts';

const LANGUAGE_NAMES: Record<QueryLanguage, string> = { en: 'English', ru: 'Russian' };

const SYSTEM = (language: QueryLanguage) =>
  [
    "You answer a question about a mobile app business's analytics from facts computed from its data.",
    'Use only the facts given. Cite their figures as shown (you may round them, e.g. 12.3K for 12,345); never compute a number of your own',
    '(no sums, differences, ratios or percentages the facts do not give) and never bring in a number from elsewhere.',
    'When the facts cannot fully answer the question, say what they show and that the data does not say more.',
    'When a breakdown is among the facts and bears on the question, name the segment that changed most.',
    `Answer in ${LANGUAGE_NAMES[language]}, in two to five plain sentences without markdown. List the ids of the facts you used.`,
  ].join(' ');

export function answerMessages(question: string, facts: Facts, language: QueryLanguage): ChatCompletionMessageParam[] {
  const lines = facts.facts.map((f) => `- ${f.id} | ${f.label} | ${f.display}`);
  const user = [`${ANSWER_SECTIONS.language} ${LANGUAGE_NAMES[language]}`, `${ANSWER_SECTIONS.question}\n${question}`, `${ANSWER_SECTIONS.facts}\n${lines.join('\n')}`].join('\n\n');
  return [
    { role: 'system', content: SYSTEM(language) },
    { role: 'user', content: user },
  ];
}

export interface WrittenAnswer {
  answer: string;
  /** 'model': the model's, every number checked; 'code': rendered from the facts after the model cited figures twice that are not facts. */
  writer: 'model' | 'code';
  attempts: number;
}

/**
 * The model words the answer from the facts; code checks every number it cites. An answer with a
 * number no fact gives is asked for once more, naming those numbers; a second such answer (or
 * none in the format) gives way to the answer code renders from the facts.
 */
export async function writeAnswer(deps: Pick<QuestionDeps, 'model' | 'log'>, userId: string, question: string, facts: Facts, language: QueryLanguage, signal?: AbortSignal): Promise<WrittenAnswer> {
  const messages = answerMessages(question, facts, language);
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    signal?.throwIfAborted();
    const written = await askModel(deps.model, userId, { name: ANSWER_FORMAT, schema: answerSchema }, messages, { temperature: attempt === 1 ? 0.2 : 0, ...(signal ? { signal } : {}) });
    const text = written?.answer.trim() ?? '';
    if (!text) {
      deps.log.warn({ attempt }, 'the model gave no answer in the format');
      continue;
    }
    const check = checkNumbers(text, facts.facts, question);
    if (check.ok) return { answer: text, writer: 'model', attempts: attempt };
    deps.log.warn({ attempt, unsupported: check.unsupported }, 'the answer cited figures that are not facts');
    messages.push({ role: 'assistant', content: JSON.stringify(written) }, { role: 'user', content: `${ANSWER_SECTIONS.retry} ${check.unsupported.join(', ')}. Write the answer again citing only figures shown in the facts.` });
  }
  return { answer: factsAnswer(facts.facts, facts.empty, language), writer: 'code', attempts: 2 };
}

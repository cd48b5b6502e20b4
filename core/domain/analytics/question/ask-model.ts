import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { modelOf, takeModelSlot } from '../../../clients/model-unavailable.ts';
import type { QuestionModel } from './deps.ts';

/**
 * One structured-output call under the platform's shared OpenAI limit, counted against the user.
 * The answer is read here rather than by the SDK's parse, which throws on an answer that is not
 * the format: such an answer comes back as null, for the caller to ask again or do without.
 */
export async function askModel<S extends z.ZodType>(
  model: QuestionModel,
  userId: string,
  format: { name: string; schema: S },
  messages: ChatCompletionMessageParam[],
  options: { signal?: AbortSignal; temperature?: number } = {},
): Promise<z.infer<S> | null> {
  const openai = modelOf(model.openai);
  await takeModelSlot(model.limiter, userId);
  const completion = await openai.chat.completions.create(
    { model: model.model, temperature: options.temperature ?? 0, messages, response_format: zodResponseFormat(format.schema, format.name) },
    options.signal ? { signal: options.signal } : undefined,
  );
  const content = completion.choices[0]?.message.content;
  if (!content) return null;
  try {
    const parsed = format.schema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

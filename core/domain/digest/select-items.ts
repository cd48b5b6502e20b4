import { zodResponseFormat } from 'openai/helpers/zod';
import type { Story } from './group-stories.ts';
import { modelOf, takeModelSlot } from '../../clients/model-unavailable.ts';
import type { DigestModelDeps } from './model-deps.ts';
import { DIGEST_SELECTION_FORMAT, digestSelectionSchema } from './model-schemas.ts';

/** Stories offered to the selection at most: those told by most channels, then the newest. */
export const SELECTION_LIMIT = 150;

export interface SelectedItem {
  story: Story;
  important: boolean;
  text: string;
}

const SYSTEM = (language: string, prompt: string, onlyImportant: boolean) =>
  [
    'You edit a personal digest of Telegram channels for one reader.',
    `The reader's interests, in their words: """${prompt}"""`,
    'From the numbered story summaries, pick the stories that match these interests, most relevant first, and leave out the rest.',
    `For each pick write one or two sentences in ${language === 'ru' ? 'Russian' : 'English'} for this reader, from the summary only (never add facts).`,
    'Mark a story important only if the reader would want to hear about it today even in a short digest.',
    onlyImportant ? 'This reader wants only important stories: it is fine to pick none.' : '',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The reader's part of the run: the shared summaries, filtered and ordered by the interest
 * prompt and written in the reader's language. Only summaries are sent, never whole posts.
 */
export async function selectItems(
  deps: DigestModelDeps,
  userId: string,
  input: { stories: Story[]; summaries: Map<string, string>; prompt: string; language: string; onlyImportant: boolean },
): Promise<{ items: SelectedItem[]; charactersSent: number }> {
  if (input.stories.length === 0) return { items: [], charactersSent: 0 };
  const openai = modelOf(deps.openai);
  const offered = [...input.stories].sort((a, b) => b.channels.length - a.channels.length || b.first.date.getTime() - a.first.date.getTime()).slice(0, SELECTION_LIMIT);
  const listed = offered.map((story, n) => `[${n}] (${story.channels.join(', ')}) ${input.summaries.get(story.textHash) ?? story.first.text.slice(0, 280)}`).join('\n');
  await takeModelSlot(deps.limiter, userId);
  const completion = await openai.chat.completions.parse({
    model: deps.model,
    temperature: 0,
    messages: [
      { role: 'system', content: SYSTEM(input.language, input.prompt, input.onlyImportant) },
      { role: 'user', content: listed },
    ],
    response_format: zodResponseFormat(digestSelectionSchema, DIGEST_SELECTION_FORMAT),
  });
  const picked = completion.choices[0]?.message.parsed?.items ?? [];
  const used = new Set<number>();
  const items = picked.flatMap((item) => {
    const story = offered[item.story];
    if (!story || used.has(item.story) || !item.text.trim()) return [];
    used.add(item.story);
    return [{ story, important: item.important, text: item.text.trim() }];
  });
  return { items: input.onlyImportant ? items.filter((i) => i.important) : items, charactersSent: listed.length };
}

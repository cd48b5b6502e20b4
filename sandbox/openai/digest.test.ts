import { describe, expect, it } from 'vitest';
import { digestSelectionSchema, storySummariesSchema } from '../../core/domain/digest/model-schemas.ts';
import { answerDigestFormat } from './digest.ts';

describe("the sandbox OpenAI's digest answers", () => {
  it('summarises each numbered story by its first sentence', () => {
    const user = '[0] The central bank raised rates to 18%. Analysts expected 17%.\n\n[1] A new phone was released today! It costs $999.';
    const answer = storySummariesSchema.parse(JSON.parse(answerDigestFormat('digest_story_summaries', 'system', user)));
    expect(answer.summaries).toEqual([
      { story: 0, summary: 'The central bank raised rates to 18%.' },
      { story: 1, summary: 'A new phone was released today!' },
    ]);
  });

  it('selects the stories that share a word with the interests, important when several channels told them', () => {
    const system = 'You edit… The reader\'s interests, in their words: """central banks, interest rates and inflation""" From the numbered…';
    const user = ['[0] (Reuters, Markets) The central bank raised interest rates to 18%.', '[1] (Sport) The home team won the derby 3-1.', '[2] (RBC) Inflation slowed to 7% in October.'].join('\n');
    const answer = digestSelectionSchema.parse(JSON.parse(answerDigestFormat('digest_selection', system, user)));
    expect(answer.items.map((i) => i.story).sort()).toEqual([0, 2]);
    expect(answer.items.find((i) => i.story === 0)).toMatchObject({ important: true, text: 'The central bank raised interest rates to 18%.' });
    expect(answer.items.find((i) => i.story === 2)!.important).toBe(false);
  });
});

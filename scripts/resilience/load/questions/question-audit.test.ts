import { describe, expect, it } from 'vitest';
import { countQuestions, type QuestionOffer, type QuestionRow } from './question-audit.ts';
import { streamOutcome } from './question-stream.ts';

const offer = (seq: number, answer: string | null = `answer ${seq}`): QuestionOffer => ({ key: `q${seq}`, accepted: answer !== null, marker: `[q${seq}]`, answer });
const row = (seq: number, status = 'completed', answer: string | null = `answer ${seq}`): QuestionRow => ({ question: `What is our MRR this month? [q${seq}]`, status, answer });

describe('counting answered questions', () => {
  it('counts a question with one completed entry holding the streamed answer exactly once', () => {
    expect(countQuestions([offer(1), offer(2)], [row(1), row(2), row(3)])).toMatchObject({ accepted: 2, exactlyOnce: 2, lost: 0, doubled: 0, problems: [] });
  });

  it('tells [q1] from [q12]', () => {
    const result = countQuestions([offer(1), offer(12)], [row(12)]);
    expect(result).toMatchObject({ exactlyOnce: 1, lost: 1 });
    expect(result.problems).toEqual(['q1: answered in the stream, but no entry in the contexts log']);
  });

  it('finds a question logged twice, or answered again after the asker read the answer', () => {
    expect(countQuestions([offer(1)], [row(1), row(1, 'running', null)])).toMatchObject({ accepted: 1, exactlyOnce: 0, doubled: 1 });
    expect(countQuestions([offer(1, null)], [row(1, 'failed', null), row(1)])).toMatchObject({ accepted: 0, doubled: 1 });
    expect(countQuestions([offer(1)], [row(1, 'completed', 'another answer')])).toMatchObject({ exactlyOnce: 0, doubled: 1 });
  });

  it('counts an answered question lost when its entry is missing or not completed', () => {
    expect(countQuestions([offer(1)], [row(1, 'failed', null)])).toMatchObject({ lost: 1, exactlyOnce: 0 });
  });

  it('takes 0 or 1 entries of an unanswered question', () => {
    expect(countQuestions([offer(1, null)], [])).toMatchObject({ accepted: 0, lost: 0, doubled: 0 });
    expect(countQuestions([offer(1, null)], [row(1, 'cancelled', null)])).toMatchObject({ accepted: 0, lost: 0, doubled: 0, problems: [] });
  });

  it("names an unanswered question whose entry was left 'running'", () => {
    expect(countQuestions([offer(1, null)], [row(1, 'running', null)])).toMatchObject({ accepted: 0, lost: 0, doubled: 0, problems: ["q1: not answered, and its entry is still 'running'"] });
  });
});

describe("reading the question's stream", () => {
  const event = (e: unknown) => `data: ${JSON.stringify(e)}\n\n`;
  const response = { answer: 'Revenue rose 4%.', language: 'en', noData: false, facts: [], sources: [], charts: [] };

  it('is answered when the last event completes with an answer', () => {
    expect(streamOutcome(event({ type: 'progress', progress: 10, message: 'Reading' }) + event({ type: 'complete', success: true, response }))).toEqual({ answered: true, answer: 'Revenue rose 4%.' });
  });

  it('is not answered when it ends with an error, a failure, mid-way or torn', () => {
    expect(streamOutcome(event({ type: 'error', error: 'The question took too long to answer' }))).toEqual({ answered: false, reason: 'The question took too long to answer' });
    expect(streamOutcome(event({ type: 'complete', success: false, error: 'Failed to process analytics query' }))).toMatchObject({ answered: false });
    expect(streamOutcome(event({ type: 'progress', progress: 40, message: 'Planning' }))).toMatchObject({ answered: false });
    expect(streamOutcome('data: {"type":"compl')).toMatchObject({ answered: false });
  });
});

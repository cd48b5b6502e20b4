import { queryEventSchema, type QueryEvent } from '../../../../contracts/analytics.ts';

/** How a question's stream ended, as the console reads it. */
export type StreamOutcome = { answered: true; answer: string } | { answered: false; reason: string };

/** The `data: {json}` events of a text/event-stream body, in order; a line that is not one is skipped. */
export function streamEvents(body: string): QueryEvent[] {
  const events: QueryEvent[] = [];
  for (const line of body.split('\n')) {
    if (!line.startsWith('data: ')) continue;
    try {
      const parsed = queryEventSchema.safeParse(JSON.parse(line.slice('data: '.length)));
      if (parsed.success) events.push(parsed.data);
    } catch {
      // A torn last line (the connection cut mid-event): not an event.
    }
  }
  return events;
}

/** Answered when the stream's last event is a successful `complete` carrying the answer. */
export function streamOutcome(body: string): StreamOutcome {
  const last = streamEvents(body).at(-1);
  if (!last) return { answered: false, reason: 'the stream ended without an event' };
  if (last.type === 'complete' && last.success && last.response) return { answered: true, answer: last.response.answer };
  if (last.type === 'progress') return { answered: false, reason: `the stream ended at progress ${last.progress}` };
  return { answered: false, reason: last.error ?? 'the stream completed without an answer' };
}

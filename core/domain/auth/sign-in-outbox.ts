import type { JobPayload } from '../../queues/define-job.ts';
import { userSignedIn } from '../../queues/jobs/user-signed-in.ts';
import type { JobProducer } from '../../queues/producer.ts';
import { Session } from '../../../db/index.ts';

type SignInEvent = JobPayload<typeof userSignedIn>;

/**
 * Queues a sign-in's event; when the queue cannot take it (Redis away), keeps it on the
 * session row for the sign-in sweep instead. Signing in never waits on Redis, and the event is
 * never dropped. Throws only when neither store took it.
 */
export async function queueSignInEvent(jobs: JobProducer, event: SignInEvent): Promise<'queued' | 'kept'> {
  try {
    await jobs.enqueue(userSignedIn, event);
    return 'queued';
  } catch (queueError) {
    await Session.query()
      .findById(event.sessionId)
      .patch({ pendingSignInEvent: userSignedIn.schema.parse(event) })
      .catch((dbError: unknown) => {
        throw new AggregateError([queueError, dbError], 'the sign-in event could be neither queued nor kept', { cause: dbError });
      });
    return 'kept';
  }
}

/**
 * Queues the kept events, oldest first, and forgets each once the queue has it (its job id is
 * the session's: queueing one twice is a no-op, and its handler is idempotent). Answers how many.
 */
export async function sweepSignInEvents(jobs: JobProducer, limit = 500): Promise<number> {
  const kept = await Session.query().whereNotNull('pending_sign_in_event').orderBy('created_at').limit(limit).select('id', 'pending_sign_in_event');
  let queued = 0;
  for (const session of kept) {
    const event = userSignedIn.schema.safeParse(session.pendingSignInEvent);
    // A row that no longer parses cannot become a job: cleared, with the reason in the caller's log.
    if (event.success) await jobs.enqueue(userSignedIn, event.data);
    await Session.query().findById(session.id).patch({ pendingSignInEvent: null });
    if (event.success) queued++;
  }
  return queued;
}

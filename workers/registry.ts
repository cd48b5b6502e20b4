import type { z } from 'zod';
import type { TemporalHandle } from '../core/clients/temporal.ts';
import type { JobDefinition, QueueName } from '../core/queues/define-job.ts';
import { deliverNotification, userSignedIn } from '../core/queues/jobs.ts';
import { handleDeliverNotification } from './processors/deliver-notification.ts';
import { handleUserSignedIn } from './processors/user-signed-in.ts';

export interface WorkerDeps {
  temporal: TemporalHandle;
}

interface Registration {
  definition: JobDefinition<z.ZodType>;
  handle: (payload: unknown) => Promise<void>;
}

function register<S extends z.ZodType>(definition: JobDefinition<S>, handle: (payload: z.infer<S>) => Promise<void>): Registration {
  // The payload is parsed with the definition's schema before handle() sees it.
  return { definition, handle: (payload) => handle(definition.schema.parse(payload)) };
}

/** Every job handler, by queue and job name. */
export function createRegistry(deps: WorkerDeps): Map<QueueName, Map<string, Registration>> {
  const registrations = [
    register(userSignedIn, handleUserSignedIn(deps.temporal)),
    register(deliverNotification, handleDeliverNotification()),
  ];
  const byQueue = new Map<QueueName, Map<string, Registration>>();
  for (const r of registrations) {
    const jobs = byQueue.get(r.definition.queue) ?? new Map<string, Registration>();
    jobs.set(r.definition.name, r);
    byQueue.set(r.definition.queue, jobs);
  }
  return byQueue;
}

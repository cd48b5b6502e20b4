// Workflow code (runs in the workflow sandbox): imports only @temporalio/workflow.
import {
  ContinueAsNew,
  defaultPayloadConverter,
  isCancellation,
  proxySinks,
  TemporalFailure,
  workflowInfo,
  type ActivityInput,
  type ContinueAsNewInput,
  type GetLogAttributesInput,
  type LocalActivityInput,
  type Next,
  type Payload,
  type Sinks,
  type StartChildWorkflowExecutionInput,
  type WorkflowExecuteInput,
  type WorkflowInboundCallsInterceptor,
  type WorkflowInterceptors,
  type WorkflowOutboundCallsInterceptor,
} from '@temporalio/workflow';

/** The header a workflow's request id travels in (core/request-id.ts says the same). */
const HEADER = 'request-id';

/**
 * How a run ended, as the workflow sees it: `failed` is the workflow failing (a Temporal
 * failure); `task_failed` is a bug or a non-determinism that fails the workflow task, which
 * Temporal retries. A termination is never seen by the workflow: operators read it from visibility.
 */
export type WorkflowOutcome = 'completed' | 'failed' | 'cancelled' | 'continued_as_new' | 'task_failed';

/** Called by the temporal-worker process (workflows/create-worker.ts) to count outcomes; never during replay. */
export interface WorkflowMetricsSinks extends Sinks {
  workflowMetrics: { outcome(outcome: WorkflowOutcome): void };
}

const sinks = proxySinks<WorkflowMetricsSinks>();

function outcomeOf(err: unknown): WorkflowOutcome {
  if (err instanceof ContinueAsNew) return 'continued_as_new';
  if (isCancellation(err)) return 'cancelled';
  return err instanceof TemporalFailure ? 'failed' : 'task_failed';
}

/** The run's request id: the header it was started with, or its own workflow id (a Schedule's runs). */
class RequestIdInbound implements WorkflowInboundCallsInterceptor {
  private readonly keep: (id: Payload) => void;

  constructor(keep: (id: Payload) => void) {
    this.keep = keep;
  }

  async execute(input: WorkflowExecuteInput, next: Next<WorkflowInboundCallsInterceptor, 'execute'>): Promise<unknown> {
    this.keep(input.headers[HEADER] ?? defaultPayloadConverter.toPayload(`wf:${workflowInfo().workflowId}`));
    try {
      const result = await next(input);
      sinks.workflowMetrics.outcome('completed');
      return result;
    } catch (err) {
      sinks.workflowMetrics.outcome(outcomeOf(err));
      throw err;
    }
  }
}

/** Every activity, child workflow and next run this one starts carries its request id. */
class RequestIdOutbound implements WorkflowOutboundCallsInterceptor {
  private readonly id: () => Payload | undefined;

  constructor(id: () => Payload | undefined) {
    this.id = id;
  }

  private headers<I extends { headers: Record<string, Payload> }>(input: I): I {
    const id = this.id();
    return id && !input.headers[HEADER] ? { ...input, headers: { ...input.headers, [HEADER]: id } } : input;
  }

  scheduleActivity(input: ActivityInput, next: Next<WorkflowOutboundCallsInterceptor, 'scheduleActivity'>): Promise<unknown> {
    return next(this.headers(input));
  }

  scheduleLocalActivity(input: LocalActivityInput, next: Next<WorkflowOutboundCallsInterceptor, 'scheduleLocalActivity'>): Promise<unknown> {
    return next(this.headers(input));
  }

  startChildWorkflowExecution(input: StartChildWorkflowExecutionInput, next: Next<WorkflowOutboundCallsInterceptor, 'startChildWorkflowExecution'>): Promise<[Promise<string>, Promise<unknown>]> {
    return next(this.headers(input));
  }

  continueAsNew(input: ContinueAsNewInput, next: Next<WorkflowOutboundCallsInterceptor, 'continueAsNew'>): Promise<never> {
    return next(this.headers(input));
  }

  getLogAttributes(input: GetLogAttributesInput, next: Next<WorkflowOutboundCallsInterceptor, 'getLogAttributes'>): Record<string, unknown> {
    const id = this.id();
    return next(id ? { ...input, reqId: defaultPayloadConverter.fromPayload(id) } : input);
  }
}

/** One pair per workflow run (the factory is called for each), so the id is the run's own. */
export const interceptors = (): WorkflowInterceptors => {
  let requestId: Payload | undefined;
  return {
    inbound: [new RequestIdInbound((id) => (requestId = id))],
    outbound: [new RequestIdOutbound(() => requestId)],
  };
};

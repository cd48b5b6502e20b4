import type {
  CompiledWorkflowOptions,
  Next,
  WorkflowClientInterceptor,
  WorkflowSignalInput,
  WorkflowSignalWithStartInput,
  WorkflowStartInput,
  WorkflowStartOutput,
  WorkflowStartUpdateWithStartInput,
  WorkflowStartUpdateWithStartOutput,
} from '@temporalio/client';
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { currentRequestId, TEMPORAL_REQUEST_ID_HEADER, TEMPORAL_REQUEST_ID_MEMO } from '../request-id.ts';

type Headers = Record<string, Payload>;

const withHeader = (headers: Headers, id: string): Headers => ({ ...headers, [TEMPORAL_REQUEST_ID_HEADER]: defaultPayloadConverter.toPayload(id) });
const withMemo = (options: CompiledWorkflowOptions, id: string): CompiledWorkflowOptions => ({ ...options, memo: { ...options.memo, [TEMPORAL_REQUEST_ID_MEMO]: id } });

/** A start's input with the id as header and memo; as it was outside a request. */
function stamped<I extends { headers: Headers; options: CompiledWorkflowOptions }>(input: I): I {
  const id = currentRequestId();
  return id === undefined ? input : { ...input, headers: withHeader(input.headers, id), options: withMemo(input.options, id) };
}

/**
 * Carries the current request id (core/request-id.ts) into Temporal: a `request-id` header on
 * starts and signals (the workflow interceptors hand it on to every activity,
 * workflows/workflow-interceptors.ts) and a `requestId` memo on starts, so an operator finds the
 * run's id in the Temporal UI and in `workflow describe`. Outside a request nothing is added.
 */
export class RequestIdClientInterceptor implements WorkflowClientInterceptor {
  async startWithDetails(input: WorkflowStartInput, next: Next<WorkflowClientInterceptor, 'startWithDetails'>): Promise<WorkflowStartOutput> {
    return next(stamped(input));
  }

  async signalWithStart(input: WorkflowSignalWithStartInput, next: Next<WorkflowClientInterceptor, 'signalWithStart'>): Promise<string> {
    return next(stamped(input));
  }

  async signal(input: WorkflowSignalInput, next: Next<WorkflowClientInterceptor, 'signal'>): Promise<void> {
    const id = currentRequestId();
    return next(id === undefined ? input : { ...input, headers: withHeader(input.headers, id) });
  }

  async startUpdateWithStart(input: WorkflowStartUpdateWithStartInput, next: Next<WorkflowClientInterceptor, 'startUpdateWithStart'>): Promise<WorkflowStartUpdateWithStartOutput> {
    const id = currentRequestId();
    if (id === undefined) return next(input);
    return next({
      ...input,
      workflowStartHeaders: withHeader(input.workflowStartHeaders, id),
      workflowStartOptions: withMemo(input.workflowStartOptions, id),
    });
  }
}

/** The interceptors every Temporal client of ours takes (core/clients/temporal.ts, the worker's own client). */
export const requestIdClientInterceptors = () => ({ workflow: [new RequestIdClientInterceptor()] });

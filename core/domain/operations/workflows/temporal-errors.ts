import { isGrpcServiceError, WorkflowNotFoundError } from '@temporalio/client';
import { AppError, notFound } from '../../../errors.ts';

// gRPC status codes Temporal answers with (@grpc/grpc-js status).
const GRPC = { INVALID_ARGUMENT: 3, DEADLINE_EXCEEDED: 4, NOT_FOUND: 5, ALREADY_EXISTS: 6, FAILED_PRECONDITION: 9, UNAVAILABLE: 14 } as const;

function grpcCode(err: unknown): number | undefined {
  if (isGrpcServiceError(err)) return err.code;
  const cause = (err as { cause?: unknown } | null)?.cause;
  return isGrpcServiceError(cause) ? cause.code : undefined;
}

/**
 * Temporal's refusals as the API's errors: an unknown run is 404, a run in the wrong state 409
 * with the server's own reason, an unreachable server 503. Anything else is rethrown as is.
 */
export function temporalError(err: unknown, what: string): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof WorkflowNotFoundError) return notFound(what);
  const message = err instanceof Error ? err.message : String(err);
  switch (grpcCode(err)) {
    case GRPC.NOT_FOUND:
      return notFound(what);
    case GRPC.FAILED_PRECONDITION:
    case GRPC.ALREADY_EXISTS:
      return new AppError('conflict', `${what}: ${message}`, { cause: err });
    case GRPC.INVALID_ARGUMENT:
      return new AppError('bad_request', `${what}: ${message}`, { cause: err });
    case GRPC.UNAVAILABLE:
    case GRPC.DEADLINE_EXCEEDED:
      return new AppError('service_unavailable', 'Temporal is unreachable: try again when it is back', { cause: err });
    default:
      return err;
  }
}

/** Runs `fn`, answering Temporal's refusals as AppErrors (see temporalError). */
export async function withTemporalErrors<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw temporalError(err, what);
  }
}

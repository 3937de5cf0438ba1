import type middy from '@middy/core';
import { beginInvocation, endInvocation } from './invocation-trace.ts';
import { watchOutgoingCalls } from './outgoing-calls.ts';

// The X-Ray part of every Lambda's middleware stack, in place of Powertools'
// Tracer and the X-Ray SDK under it (about 120 kB in every bundle): the
// handler's subsegment and one per outgoing call, sent to the daemon by its
// documented UDP protocol. see docs/operations.md#x-ray
export function traceInvocation(serviceName: string): middy.MiddlewareObj {
  const end = async (request: middy.Request) => {
    try {
      const response: unknown = request.response;
      const statusCode =
        typeof response === 'object' && response !== null && 'statusCode' in response && typeof response.statusCode === 'number'
          ? response.statusCode
          : undefined;
      await endInvocation({ error: request.error ?? undefined, statusCode });
    } catch {
      // Tracing never fails a request.
    }
  };
  return {
    before: () => {
      try {
        if (beginInvocation(serviceName)) watchOutgoingCalls();
      } catch {
        // Tracing never fails a request.
      }
    },
    after: end,
    onError: end,
  };
}

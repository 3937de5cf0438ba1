import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { logger } from '../telemetry/telemetry.ts';
import { traceFromHeaders } from '../telemetry/traceparent.ts';
import { useTrace } from '../telemetry/with-telemetry.ts';
import { MACHINE_CLIENT_CLAIM } from '#contracts/machine-scopes.ts';
import { authorizerClaims } from './claims.ts';
import type { ApiEvent } from './parse-request.ts';

function statusOf(response: APIGatewayProxyResultV2 | undefined | null): number {
  return typeof response === 'object' && response !== null && typeof response.statusCode === 'number' ? response.statusCode : 200;
}

/**
 * Who and what each log line of an HTTP invocation is about — route id, API
 * request id, user id (the Cognito subject, never a name or e-mail) and the
 * trace id from the browser's traceparent — and one access line at the end
 * with the status and duration. see docs/operations.md#log-lines
 */
export function requestLog(routeId: string): middy.MiddlewareObj<ApiEvent, APIGatewayProxyResultV2> {
  const started = new WeakMap<object, number>();
  const done = async (request: middy.Request<ApiEvent, APIGatewayProxyResultV2>) => {
    const status = statusOf(request.response);
    logger.info('request', { status, duration_ms: Date.now() - (started.get(request) ?? Date.now()) });
  };
  return {
    before: async (request) => {
      started.set(request, Date.now());
      const event = request.event;
      const claims = authorizerClaims(event);
      const userId = claims?.['custom:user_id'] ?? claims?.sub;
      logger.appendKeys({
        route_id: routeId,
        request_id: event.requestContext?.requestId ?? null,
        user_id: typeof userId === 'string' ? userId : null,
        ...(typeof claims?.[MACHINE_CLIENT_CLAIM] === 'string' ? { machine_client_id: claims[MACHINE_CLIENT_CLAIM] } : {}),
      });
      useTrace(traceFromHeaders(event.headers));
    },
    after: done,
    onError: done,
  };
}

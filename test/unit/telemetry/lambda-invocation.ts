import type { Context } from 'aws-lambda';
import type { ApiEvent } from '#lambdas/http/parse-request.ts';
import { directCallContext } from '#lambdas/telemetry/with-telemetry.ts';

// An API Gateway (HTTP API) event as the runtime hands it to a handler, and a
// Lambda context (the one direct calls of withTelemetry get).
export function apiEvent(requestId: string, headers: Record<string, string>): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'GET /version',
    rawPath: '/version',
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'api',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path: '/version', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId,
      routeKey: 'GET /version',
      stage: '$default',
      time: '',
      timeEpoch: 0,
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { scopes: [], claims: { sub: 'sub-1', 'custom:user_id': 'user-1', email: 'someone@example.com' } },
      },
    },
  };
}

/** The direct-call context with a fixed request id, which the logs are checked for. */
export function lambdaContext(): Context {
  return { ...directCallContext(), awsRequestId: 'lambda-req-1' };
}

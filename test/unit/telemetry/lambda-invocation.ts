import type { Context } from 'aws-lambda';
import type { ApiEvent } from '#lambdas/http/parse-request.ts';

// An API Gateway (HTTP API) event and a Lambda context as the runtime hands them to a handler.
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

export function lambdaContext(): Context {
  const noop = () => {};
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'get-version',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:get-version',
    memoryLimitInMB: '512',
    awsRequestId: 'lambda-req-1',
    logGroupName: 'g',
    logStreamName: 's',
    getRemainingTimeInMillis: () => 10_000,
    done: noop,
    fail: noop,
    succeed: noop,
  };
}

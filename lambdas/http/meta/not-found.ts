import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ErrorBody } from '#contracts/errors.ts';
import { jsonResponse } from '../json-response.ts';

// API Gateway's $default route: anything the route table does not name.
export async function handler(event: APIGatewayProxyEventV2) {
  const method = event.requestContext?.http?.method ?? '';
  const path = event.requestContext?.http?.path ?? event.rawPath ?? '';
  return jsonResponse(404, { code: 'not_found', message: `There is no API route for ${method} ${path}.` } satisfies ErrorBody);
}

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../../core/errors.ts';
import { errorResponse } from '../http-errors.ts';

// API Gateway's $default route: anything the route table does not name.
export async function handler(event: APIGatewayProxyEventV2) {
  const method = event.requestContext?.http?.method ?? '';
  const path = event.requestContext?.http?.path ?? event.rawPath ?? '';
  return errorResponse(new AppError('not_found', `There is no API route for ${method} ${path}.`));
}

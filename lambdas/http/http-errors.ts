import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { ErrorBody } from '#contracts/errors.ts';
import { AppError, unansweredConflict } from '../core/errors.ts';
import { logger } from '../telemetry/telemetry.ts';
import { jsonResponse } from './json-response.ts';

/** The answer to `error`: an AppError's code, message and status; anything else the generic 500 (`internal`). */
export function errorResponse(error: unknown) {
  const known = error instanceof AppError ? error : new AppError('internal');
  const body: ErrorBody = { code: known.code, message: known.message };
  if (known.kind === 'bad_request') body.detail = known.message;
  if (known.fields) body.fields = known.fields;
  return jsonResponse(known.status, body);
}

// Maps every thrown error to the JSON error body in one place. Unknown errors
// are logged here, once, with their stack and cause, and answered with a 500
// that leaks nothing; expected ones (4xx) show in the request's access line.
// A lost write race that reached here unanswered is still a 409.
export function httpErrors(): middy.MiddlewareObj<unknown, APIGatewayProxyResultV2> {
  return {
    onError: async (request) => {
      const error = unansweredConflict(request.error);
      if (!(error instanceof AppError) || error.kind === 'internal') {
        logger.error('unhandled error', error instanceof Error ? error : String(error));
      }
      if (error instanceof AppError && error.kind !== 'internal') logger.appendKeys({ error_code: error.code });
      request.response = errorResponse(error);
    },
  };
}

import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { errorStatus, type ErrorBody } from '#contracts/errors.ts';
import { AppError, unansweredConflict } from '../core/errors.ts';
import { logger } from '../telemetry/telemetry.ts';
import { jsonResponse } from './json-response.ts';

export const GENERIC_ERROR_MESSAGE = 'Sorry something went wrong! Please try again later.';

export function errorResponse(error: unknown) {
  if (error instanceof AppError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.kind === 'bad_request') body.detail = error.message;
    if (error.fields) body.fields = error.fields;
    return jsonResponse(errorStatus[error.kind], body);
  }
  return jsonResponse(500, { code: 'internal', message: GENERIC_ERROR_MESSAGE } satisfies ErrorBody);
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

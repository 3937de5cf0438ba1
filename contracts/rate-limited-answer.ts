import { ERROR_CODES } from './error-codes.ts';
import type { ErrorBody } from './errors.ts';

// The 429 a request limit answers with, before any handler runs: the CloudFront
// web ACL's custom response (lib/) and the local gateway's (local/) send this
// body and a Retry-After header. API Gateway's own throttle cannot be given a
// body: it answers `{"message":"Too Many Requests"}` (docs/security.md#one-client-starving-everyone).
export const RATE_LIMITED_STATUS = ERROR_CODES.rate_limited.status;

export const RATE_LIMITED_BODY: ErrorBody = { code: 'rate_limited', message: ERROR_CODES.rate_limited.message };

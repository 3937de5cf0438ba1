import * as z from 'zod/mini';

// Every error the API returns has this body. `code` is stable and machine
// readable; `message` is for people; `detail` repeats the human message for
// clients that show a single validation line (add-marketing-contact (docs/calls.md#marketing-contact-call));
// `fields` lists per-field problems of a rejected body.
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  detail: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

// Error kinds and the one place they map to HTTP statuses.
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof errorStatus;

import * as z from 'zod/mini';

/** GET /openapi.json: an OpenAPI 3.1 document (shape checked by the contract test's validator, not here). */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

import { productionRoutes } from '#contracts/routes/production-routes.ts';
import { openApiDocument, type OpenApiDocument } from '#lambdas/core/api-docs/openapi-document.ts';
import { defineHandler } from '../define-handler.ts';

// Built once per container: the route table does not change while it runs.
let document: OpenApiDocument | null = null;

export const handler = defineHandler(
  productionRoutes,
  'getOpenApiDocument',
  async () => (document ??= openApiDocument({ version: process.env.COMMIT_SHA ?? 'unknown' })),
);

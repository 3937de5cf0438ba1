import { assemblyRoutes } from '#contracts/routes/assembly-routes.ts';
import { createAssemblyFileUpload } from '#lambdas/core/assembly/assembly-files.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(assemblyRoutes, 'createAssemblyFile', ({ actor, params, body }) =>
  createAssemblyFileUpload(actor, params.boardId, body, uploadsBucket),
);

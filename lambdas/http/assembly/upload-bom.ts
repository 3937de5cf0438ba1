import { assemblyRoutes } from '#contracts/routes/assembly-routes.ts';
import { receiveAssemblyFile } from '#lambdas/core/assembly/assembly-arrivals.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(assemblyRoutes, 'uploadBom', ({ actor, params, body }) =>
  receiveAssemblyFile(actor, params.boardId, body.version, { kind: 'bom', file: body.file }, uploadsBucket),
);

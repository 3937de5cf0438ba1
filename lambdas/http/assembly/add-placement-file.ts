import { assemblyRoutes } from '#contracts/routes/assembly-routes.ts';
import { receiveAssemblyFile } from '#lambdas/core/assembly/assembly-arrivals.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(assemblyRoutes, 'addPlacementFile', ({ actor, params, body }) =>
  receiveAssemblyFile(actor, params.boardId, body.version, { kind: 'add placement', file: body.file }, uploadsBucket),
);

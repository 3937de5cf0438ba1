import { assemblyRoutes } from '#contracts/routes/assembly-routes.ts';
import { changeAssembly } from '#lambdas/core/assembly/change-assembly.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(assemblyRoutes, 'removePlacementFile', ({ actor, params, query }) =>
  changeAssembly(actor, params.boardId, query.version, { kind: 'remove placement', fileId: params.fileId }),
);

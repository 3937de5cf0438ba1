import { assemblyRoutes } from '#contracts/routes/assembly-routes.ts';
import { changeAssembly } from '#lambdas/core/assembly/change-assembly.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(assemblyRoutes, 'confirmBomMapping', ({ actor, params, body }) =>
  changeAssembly(actor, params.boardId, body.version, { kind: 'mapping', mapping: body.mapping }),
);

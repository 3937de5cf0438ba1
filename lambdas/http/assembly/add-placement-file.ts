import { assemblyRoutes } from '#contracts/routes/assembly-routes.ts';
import { changeAssembly } from '#lambdas/core/assembly/change-assembly.ts';
import { defineHandler } from '../define-handler.ts';
import { assemblyReaderPorts } from './assembly-reader-ports.ts';

export const handler = defineHandler(assemblyRoutes, 'addPlacementFile', ({ actor, params, body }) =>
  changeAssembly(actor, params.boardId, body.version, { kind: 'add placement', file: body.file }, assemblyReaderPorts),
);

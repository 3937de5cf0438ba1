import { assemblyRoutes } from '#contracts/routes/assembly-routes.ts';
import { getBoardAssembly } from '#lambdas/core/assembly/assembly-view.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(assemblyRoutes, 'listBoardElements', ({ actor, params }) => getBoardAssembly(actor, params.boardId));

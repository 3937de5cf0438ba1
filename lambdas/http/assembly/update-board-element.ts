import { assemblyRoutes } from '#contracts/routes/assembly-routes.ts';
import { updateElement } from '#lambdas/core/assembly/update-element.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(assemblyRoutes, 'updateBoardElement', ({ actor, params, body: { version, ...change } }) =>
  updateElement(actor, params.boardId, params.elementId, version, change),
);

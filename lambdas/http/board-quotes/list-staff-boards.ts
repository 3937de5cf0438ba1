import { listStaffBoards } from '#lambdas/core/board-quotes/staff-boards.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listStaffBoards', ({ query }) => listStaffBoards(query));

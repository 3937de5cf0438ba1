import type { BoardProcessing } from '#contracts/schemas/boards.ts';

// The internal-boards feature's query keys (docs/architecture.md#web-data-access).
export const internalBoardKeys = {
  boards: (processing: BoardProcessing | '') => ['staff-boards', processing] as const,
  customQuotes: ['custom-quotes'] as const,
};

import type { BomUpdate } from './bom-updates.ts';

// "Uploaded-board view state" (docs/data-model.md#uploaded-board-view-state) and "Uploaded-board view" (docs/states.md#uploaded-board-view): which
// board the review page shows, its error and not-found flags, the chosen view
// side and the customer's row changes not yet saved (bom-updates.ts). A pure
// reducer; the board itself lives in the query cache.
export const VIEW_SIDES = ['Top', 'Bottom', 'Dual image'] as const;
export type ViewSide = (typeof VIEW_SIDES)[number];

export type UploadedBoardViewState = {
  boardId: string | null;
  errored: boolean;
  notFound: boolean;
  /** null until the customer picks a side (the page shows Top). */
  view: ViewSide | null;
  /** Row changes in the order made, until every one is saved (then cleared). */
  bomUpdates: BomUpdate[];
};

export type UploadedBoardViewAction =
  | { type: 'setBoardId'; boardId: string }
  | { type: 'loaded' }
  | { type: 'failed' }
  | { type: 'notFound' }
  | { type: 'setView'; view: ViewSide }
  | { type: 'appendBomUpdates'; updates: BomUpdate[] }
  | { type: 'clearBomUpdates' };

export const initialUploadedBoardView: UploadedBoardViewState = {
  boardId: null,
  errored: false,
  notFound: false,
  view: null,
  bomUpdates: [],
};

export function uploadedBoardViewReducer(state: UploadedBoardViewState, action: UploadedBoardViewAction): UploadedBoardViewState {
  switch (action.type) {
    case 'setBoardId':
      // A different board clears the error, not-found and view flags.
      return action.boardId === state.boardId ? state : { ...state, boardId: action.boardId, errored: false, notFound: false, view: null };
    case 'loaded':
      return state.errored || state.notFound ? { ...state, errored: false, notFound: false } : state;
    case 'failed':
      return state.errored ? state : { ...state, errored: true };
    case 'notFound':
      return { ...state, notFound: true, errored: false };
    case 'setView':
      return { ...state, view: action.view };
    case 'appendBomUpdates':
      return { ...state, bomUpdates: [...state.bomUpdates, ...action.updates] };
    case 'clearBomUpdates':
      return state.bomUpdates.length ? { ...state, bomUpdates: [] } : state;
  }
}

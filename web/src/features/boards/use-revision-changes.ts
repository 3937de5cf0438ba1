import { useState } from 'react';
import type { Board } from '#contracts/schemas/boards.ts';
import { useBoardRevisionDiff } from './api/get-board-revision-diff.ts';
import type { Side } from './board-layers.ts';
import { regionOnSide, regionSide } from './revision-diff-regions.ts';
import type { ViewSide } from './uploaded-board-view.ts';

/** Where the renders are, to bring them into view when a region is picked further down. */
export const BOARD_RENDERS_ID = 'board-renders';

/**
 * The diff of a revision with a previous one on the review page: the answer, whether its regions are drawn over the
 * renders, and zooming to one of them, turning to the side and showing the layer that hold it
 * (docs/revisions.md#the-diff-on-the-review-page).
 */
export function useRevisionChanges(
  board: Board,
  sides: readonly Side[],
  onView: (view: ViewSide) => void,
  /** Shows a hidden layer, so a region picked on it shows its changes. */
  onRevealLayer: (layer: string) => void,
) {
  const query = useBoardRevisionDiff(board.board_id, board.previous_board_id !== null);
  const [shown, setShown] = useState(true);
  const [focus, setFocus] = useState<{ request: number; index: number | null }>({ request: 0, index: null });
  const regions = query.data?.diff?.regions ?? null;
  const overlays = query.data?.diff?.overlays ?? [];

  function zoomTo(index: number) {
    const region = regions?.listed[index];
    if (!region) return;
    setShown(true);
    onRevealLayer(region.layer);
    if (!sides.some((side) => regionOnSide(region, side))) onView(regionSide(region) === 'top' ? 'Top' : 'Bottom');
    setFocus((current) => ({ request: current.request + 1, index }));
    document.getElementById(BOARD_RENDERS_ID)?.scrollIntoView({ block: 'nearest' });
  }

  return {
    query,
    regions,
    shown,
    setShown,
    focusedIndex: focus.index,
    zoomTo,
    overlay: shown && regions ? { regions: regions.listed, overlays, focus } : null,
  };
}

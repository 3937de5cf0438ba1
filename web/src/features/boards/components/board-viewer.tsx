import type { CSSProperties } from 'react';
import type { BoardElementView } from '#contracts/schemas/assembly.ts';
import type { Board, BoardFinding } from '#contracts/schemas/boards.ts';
import type { ChangedRegion, LayerOverlay } from '#contracts/schemas/revision-diff.ts';
import { findingOnSide, type Side } from '../board-layers.ts';
import { elementMarkers } from '../element-markers.ts';
import { IDENTITY, useFocusFinding, useFocusRegion, usePanZoom } from '../use-pan-zoom.ts';
import { ElementMarkers } from './element-markers.tsx';
import { FindingMarker } from './finding-marker.tsx';
import { OutlineProposalLegend, OutlineProposalOverlay, outlineProposals } from './outline-proposal-overlay.tsx';
import { RevisionDiffOverlay } from './revision-diff-overlay.tsx';
import styles from './review-board.module.css';

/** Part rings are at least this wide in radius (mm) at fit: about a small part's size, so they read as parts, not specks. */
const PART_MARKER_MIN_MM = 1;

export type BoardViewerProps = {
  board: Board;
  side: Side;
  visibleLayers: ReadonlySet<string>;
  selectedFindingId: string | null;
  onSelectFinding: (id: string) => void;
  /** Changes when the findings list asks to show its selected finding on the render. */
  focusRequest: number;
  /** The board's populate rows, drawn as part markers (empty: none). */
  elements?: readonly BoardElementView[];
  selectedElementId?: string | null;
  onSelectElement?: (id: string) => void;
  /** The changed regions since the previous revision, drawn over the layers (null: not shown), and the one zoomed to. */
  changes?: RevisionChangesView | null;
};

export type RevisionChangesView = {
  regions: readonly ChangedRegion[];
  overlays: readonly LayerOverlay[];
  focus: { request: number; index: number | null };
};

const NO_FOCUS = { request: 0, index: null };

/**
 * One side of the board: its layer SVGs stacked (same viewBox), DRC markers
 * on top, zoom (wheel, buttons) and pan (drag). The bottom is seen mirrored,
 * as when the board is turned over.
 */
export function BoardViewer({
  board,
  side,
  visibleLayers,
  selectedFindingId,
  onSelectFinding,
  focusRequest,
  elements = [],
  selectedElementId = null,
  onSelectElement = () => undefined,
  changes = null,
}: BoardViewerProps) {
  const { transform, setTransform, frame, zoomBy, pointerHandlers } = usePanZoom();
  useFocusFinding(frame, setTransform, focusRequest, selectedFindingId);
  useFocusRegion(frame, setTransform, changes?.focus ?? NO_FOCUS);
  const viewBox = board.view_box ?? [0, 0, 1, 1];
  const k = board.view_box_units_per_mm ?? 1;
  const markerRadius = Math.max(viewBox[2], viewBox[3]) * 0.014;
  // Errors above warnings above dismissed ones; the selected finding on top of all.
  const paintOrder = (finding: BoardFinding) =>
    finding.id === selectedFindingId ? 3 : finding.status === 'Error' ? 2 : finding.status === 'Warning' ? 1 : 0;
  const findings = board.findings.filter((f) => findingOnSide(f, side)).sort((a, b) => paintOrder(a) - paintOrder(b));
  const mirrored = side === 'bottom';

  const layers = board.layers.filter((layer) => visibleLayers.has(layer.name));
  return (
    <figure
      className={styles.viewer}
      style={{ '--ar': viewBox[2] / viewBox[3] } as CSSProperties}
      aria-label={`${side === 'top' ? 'Top' : 'Bottom'} of the board`}
    >
      <div ref={frame} className={styles.viewerFrame} data-testid={`board-render-${side}`} {...pointerHandlers}>
        <div
          className={styles.viewerCanvas}
          style={{ transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale})` }}
        >
          <div className={styles.viewerBoard} style={{ transform: mirrored ? 'scaleX(-1)' : undefined }}>
            {layers.map((layer) => (
              <img key={layer.name} src={layer.url} alt="" className={styles.layer} data-kind={layer.kind} draggable={false} />
            ))}
            <svg
              className={styles.markers}
              viewBox={viewBox.join(' ')}
              preserveAspectRatio="xMidYMid meet"
              aria-label="Design-rule findings and parts"
            >
              {changes && (
                <RevisionDiffOverlay
                  regions={changes.regions}
                  overlays={changes.overlays}
                  side={side}
                  visibleLayers={visibleLayers}
                  k={k}
                  focusedIndex={changes.focus.index}
                  zoom={transform.scale}
                />
              )}
              <OutlineProposalOverlay findings={board.findings} k={k} />
              <ElementMarkers
                markers={elementMarkers(elements, side, k)}
                r={Math.max(markerRadius * 0.8, PART_MARKER_MIN_MM * k) / transform.scale ** 0.75}
                selectedId={selectedElementId}
                onSelect={onSelectElement}
              />
              {findings.map((finding) => (
                <FindingMarker
                  key={finding.id}
                  finding={finding}
                  k={k}
                  r={markerRadius / transform.scale ** 0.75}
                  mirrored={mirrored}
                  selected={finding.id === selectedFindingId}
                  onSelect={onSelectFinding}
                />
              ))}
            </svg>
          </div>
        </div>
      </div>
      <figcaption className={styles.viewerTools}>
        <span>{side === 'top' ? 'Top' : 'Bottom (mirrored)'}</span>
        {outlineProposals(board.findings).length > 0 && <OutlineProposalLegend />}
        <span className={styles.zoomButtons}>
          <button type="button" onClick={() => zoomBy(1.5)} aria-label="Zoom in">
            +
          </button>
          <button type="button" onClick={() => zoomBy(1 / 1.5)} aria-label="Zoom out">
            −
          </button>
          <button type="button" onClick={() => setTransform(IDENTITY)}>
            Fit
          </button>
        </span>
      </figcaption>
    </figure>
  );
}

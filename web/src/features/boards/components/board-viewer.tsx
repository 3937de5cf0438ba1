import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { BoardElementView } from '#contracts/schemas/assembly.ts';
import type { Board, BoardFinding } from '#contracts/schemas/boards.ts';
import { findingOnSide, type Side } from '../board-layers.ts';
import { elementMarkers } from '../element-markers.ts';
import { ElementMarkers } from './element-markers.tsx';
import styles from './review-board.module.css';

type Transform = { scale: number; x: number; y: number };
const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };
const MIN_SCALE = 1;
const MAX_SCALE = 40;
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
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

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
}: BoardViewerProps) {
  const [transform, setTransform] = useState<Transform>(IDENTITY);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const viewBox = board.view_box ?? [0, 0, 1, 1];
  const k = board.view_box_units_per_mm ?? 1;
  const markerRadius = Math.max(viewBox[2], viewBox[3]) * 0.014;
  // Errors above warnings above dismissed ones; the selected finding on top of all.
  const paintOrder = (f: BoardFinding) => (f.id === selectedFindingId ? 3 : f.status === 'Error' ? 2 : f.status === 'Warning' ? 1 : 0);
  const findings = board.findings.filter((f) => findingOnSide(f, side)).sort((a, b) => paintOrder(a) - paintOrder(b));
  const mirrored = side === 'bottom';

  // Zoom about the pointer. React's wheel listener is passive, so add our own.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    function onWheel(event: WheelEvent) {
      event.preventDefault();
      const rect = el!.getBoundingClientRect();
      const px = event.clientX - rect.left;
      const py = event.clientY - rect.top;
      setTransform((t) => {
        const scale = clamp(t.scale * Math.exp(-event.deltaY * 0.0015), MIN_SCALE, MAX_SCALE);
        const ratio = scale / t.scale;
        return scale === MIN_SCALE ? IDENTITY : { scale, x: px - (px - t.x) * ratio, y: py - (py - t.y) * ratio };
      });
    }
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  // The transform is in pixels of the frame: when the frame resizes (a phone turned, a
  // narrower window), scale it along so the same part of the board stays in view.
  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      const next = el.clientWidth;
      if (!width || !next || next === width) return;
      const ratio = next / width;
      width = next;
      setTransform((t) => (t.scale === MIN_SCALE ? t : { ...t, x: t.x * ratio, y: t.y * ratio }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A finding picked in the list: zoom in (at least 4×) with its marker in the middle.
  // A viewer shown later (another tab) does not replay a request made before it existed.
  const handledFocus = useRef(focusRequest);
  useEffect(() => {
    const el = frame.current;
    if (focusRequest === handledFocus.current) return;
    handledFocus.current = focusRequest;
    if (!focusRequest || !el || !selectedFindingId) return;
    const marker = el.querySelector(`[data-finding-id="${selectedFindingId}"] circle`);
    if (!marker) return;
    const f = el.getBoundingClientRect();
    const m = marker.getBoundingClientRect();
    const mx = m.left + m.width / 2 - f.left;
    const my = m.top + m.height / 2 - f.top;
    setTransform((t) => {
      const scale = Math.max(t.scale, 4);
      const px = (mx - t.x) / t.scale;
      const py = (my - t.y) / t.scale;
      return { scale, x: f.width / 2 - px * scale, y: f.height / 2 - py * scale };
    });
    // Only a new request moves the view, not a selection made on the render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  function zoomBy(factor: number) {
    const el = frame.current;
    const cx = (el?.clientWidth ?? 0) / 2;
    const cy = (el?.clientHeight ?? 0) / 2;
    setTransform((t) => {
      const scale = clamp(t.scale * factor, MIN_SCALE, MAX_SCALE);
      const ratio = scale / t.scale;
      return scale === MIN_SCALE ? IDENTITY : { scale, x: cx - (cx - t.x) * ratio, y: cy - (cy - t.y) * ratio };
    });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if ((event.target as Element).closest('[data-marker]')) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    drag.current = { ...d, x: event.clientX, y: event.clientY };
    setTransform((t) => ({ ...t, x: t.x + dx, y: t.y + dy }));
  }

  const layers = board.layers.filter((l) => visibleLayers.has(l.name));
  return (
    <figure
      className={styles.viewer}
      style={{ '--ar': viewBox[2] / viewBox[3] } as CSSProperties}
      aria-label={`${side === 'top' ? 'Top' : 'Bottom'} of the board`}
    >
      <div
        ref={frame}
        className={styles.viewerFrame}
        data-testid={`board-render-${side}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
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
              <ElementMarkers
                markers={elementMarkers(elements, side, k)}
                r={Math.max(markerRadius * 0.8, PART_MARKER_MIN_MM * k) / transform.scale ** 0.75}
                selectedId={selectedElementId}
                onSelect={onSelectElement}
              />
              {findings.map((f) => (
                <Marker
                  key={f.id}
                  finding={f}
                  k={k}
                  r={markerRadius / transform.scale ** 0.75}
                  mirrored={mirrored}
                  selected={f.id === selectedFindingId}
                  onSelect={onSelectFinding}
                />
              ))}
            </svg>
          </div>
        </div>
      </div>
      <figcaption className={styles.viewerTools}>
        <span>{side === 'top' ? 'Top' : 'Bottom (mirrored)'}</span>
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

function Marker({
  finding,
  k,
  r,
  mirrored,
  selected,
  onSelect,
}: {
  finding: BoardFinding;
  k: number;
  r: number;
  mirrored: boolean;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const cx = finding.x * k;
  const cy = -finding.y * k;
  const number = finding.id.slice(1);
  return (
    <g
      data-marker
      data-finding-id={finding.id}
      data-status={finding.status}
      data-selected={selected || undefined}
      className={styles.marker}
      role="button"
      tabIndex={0}
      aria-label={`Finding ${number}: ${finding.message}`}
      onClick={() => onSelect(finding.id)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onSelect(finding.id);
      }}
    >
      <circle cx={cx} cy={cy} r={selected ? r * 1.5 : r} strokeWidth={r * 0.25} />
      <text
        x={cx}
        y={cy}
        fontSize={r * 1.1}
        textAnchor="middle"
        dominantBaseline="central"
        transform={mirrored ? `translate(${2 * cx} 0) scale(-1 1)` : undefined}
      >
        {number}
      </text>
    </g>
  );
}

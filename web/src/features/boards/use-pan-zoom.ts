import { useEffect, useRef, useState, type Dispatch, type PointerEvent, type RefObject, type SetStateAction } from 'react';

export type Transform = { scale: number; x: number; y: number };
export const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };
const MIN_SCALE = 1;
const MAX_SCALE = 40;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The transform zoomed by `factor` about a point of the frame; back to the fit at the smallest scale. */
function zoomedAbout(current: Transform, factor: number, pointX: number, pointY: number): Transform {
  const scale = clamp(current.scale * factor, MIN_SCALE, MAX_SCALE);
  const ratio = scale / current.scale;
  return scale === MIN_SCALE ? IDENTITY : { scale, x: pointX - (pointX - current.x) * ratio, y: pointY - (pointY - current.y) * ratio };
}

/** Zoom (wheel, buttons) and pan (drag) of a frame's content, in pixels of the frame. */
export function usePanZoom() {
  const [transform, setTransform] = useState<Transform>(IDENTITY);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  useWheelZoom(frame, setTransform);
  useScaleWithFrame(frame, setTransform);

  function zoomBy(factor: number) {
    const element = frame.current;
    const centreX = (element?.clientWidth ?? 0) / 2;
    const centreY = (element?.clientHeight ?? 0) / 2;
    setTransform((current) => zoomedAbout(current, factor, centreX, centreY));
  }

  const pointerHandlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if ((event.target as Element).closest('[data-marker]')) return;
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const last = drag.current;
      if (!last || last.id !== event.pointerId) return;
      const dx = event.clientX - last.x;
      const dy = event.clientY - last.y;
      drag.current = { ...last, x: event.clientX, y: event.clientY };
      setTransform((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
    },
    onPointerUp: () => (drag.current = null),
    onPointerCancel: () => (drag.current = null),
  };

  return { transform, setTransform, frame, zoomBy, pointerHandlers };
}

type SetTransform = Dispatch<SetStateAction<Transform>>;

/** Zoom about the pointer. React's wheel listener is passive, so add our own. */
function useWheelZoom(frame: RefObject<HTMLDivElement | null>, setTransform: SetTransform) {
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    function onWheel(event: WheelEvent) {
      event.preventDefault();
      const rect = element!.getBoundingClientRect();
      const pointerX = event.clientX - rect.left;
      const pointerY = event.clientY - rect.top;
      setTransform((current) => zoomedAbout(current, Math.exp(-event.deltaY * 0.0015), pointerX, pointerY));
    }
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [frame, setTransform]);
}

/**
 * The transform is in pixels of the frame: when the frame resizes (a phone turned, a
 * narrower window), scale it along so the same part of the board stays in view.
 */
function useScaleWithFrame(frame: RefObject<HTMLDivElement | null>, setTransform: SetTransform) {
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      const next = element.clientWidth;
      if (!width || !next || next === width) return;
      const ratio = next / width;
      width = next;
      setTransform((current) => (current.scale === MIN_SCALE ? current : { ...current, x: current.x * ratio, y: current.y * ratio }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, setTransform]);
}

/** The transform that shows `target` (a box on screen) in the middle of the frame, at `scale` (or at least the current scale). */
function centredOn(frameBox: DOMRect, target: DOMRect, current: Transform, scale: number): Transform {
  const targetX = target.left + target.width / 2 - frameBox.left;
  const targetY = target.top + target.height / 2 - frameBox.top;
  const boardX = (targetX - current.x) / current.scale;
  const boardY = (targetY - current.y) / current.scale;
  return { scale, x: frameBox.width / 2 - boardX * scale, y: frameBox.height / 2 - boardY * scale };
}

/**
 * A finding picked in the list: zoom in (at least 4×) with its marker in the middle.
 * A viewer shown later (another tab) does not replay a request made before it existed.
 */
export function useFocusFinding(
  frame: RefObject<HTMLDivElement | null>,
  setTransform: SetTransform,
  focusRequest: number,
  selectedFindingId: string | null,
) {
  const handledFocus = useRef(focusRequest);
  useEffect(() => {
    const element = frame.current;
    if (focusRequest === handledFocus.current) return;
    handledFocus.current = focusRequest;
    if (!focusRequest || !element || !selectedFindingId) return;
    const marker = element.querySelector(`[data-finding-id="${selectedFindingId}"] circle`);
    if (!marker) return;
    const frameBox = element.getBoundingClientRect();
    const markerBox = marker.getBoundingClientRect();
    setTransform((current) => centredOn(frameBox, markerBox, current, Math.max(current.scale, 4)));
    // Only a new request moves the view, not a selection made on the render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);
}

/** A changed region fills this share of the frame's width or height when zoomed to. */
const REGION_FILL = 0.6;

/**
 * A changed region picked in the list: zoom so its box fills most of the frame, centred. Unlike a finding, a
 * request made just before this viewer appeared is handled once it is drawn: picking a region of the other side
 * switches the view first (docs/revisions.md#the-diff-on-the-review-page).
 */
export function useFocusRegion(
  frame: RefObject<HTMLDivElement | null>,
  setTransform: SetTransform,
  focus: { request: number; index: number | null },
) {
  const handled = useRef(0);
  useEffect(() => {
    const element = frame.current;
    if (!focus.request || focus.request === handled.current || !element || focus.index === null) return;
    handled.current = focus.request;
    const box = element.querySelector(`[data-region-index="${focus.index}"]`);
    if (!box) return;
    const frameBox = element.getBoundingClientRect();
    const target = box.getBoundingClientRect();
    setTransform((current) => {
      const fit = Math.min(frameBox.width / Math.max(target.width, 1), frameBox.height / Math.max(target.height, 1)) * REGION_FILL;
      return centredOn(frameBox, target, current, clamp(current.scale * fit, MIN_SCALE, MAX_SCALE));
    });
  }, [frame, setTransform, focus.request, focus.index]);
}

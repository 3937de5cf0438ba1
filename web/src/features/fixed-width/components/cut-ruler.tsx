import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styles from './fixed-width.module.css';

export type CutRulerProps = {
  /** The raw lines shown under the ruler. */
  lines: readonly string[];
  /** Lines before this index are skipped (shown dimmed). */
  skip: number;
  width: number;
  cuts: readonly number[];
  onChange: (cuts: number[]) => void;
};

/**
 * The text in a monospace box with a ruler above it: a handle per cut, dragged
 * with the pointer or moved with the arrow keys (Delete removes it); a click
 * on the ruler adds a cut there.
 */
export function CutRuler({ lines, skip, width, cuts, onChange }: CutRulerProps) {
  const inner = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const [charWidth, setCharWidth] = useState(8);
  const [dragging, setDragging] = useState<number | null>(null);
  useLayoutEffect(() => {
    const w = probe.current?.getBoundingClientRect().width;
    if (w) setCharWidth(w / 10);
  }, []);
  const columns = Math.max(width, 1) + 2;
  const positionAt = (clientX: number) => {
    const left = inner.current?.getBoundingClientRect().left ?? 0;
    return Math.max(1, Math.min(columns - 1, Math.round((clientX - left) / charWidth)));
  };
  const move = (index: number, to: number) => onChange(cuts.map((c, i) => (i === index ? to : c)));
  const remove = (index: number) => onChange(cuts.filter((_, i) => i !== index));
  const onKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = cuts[index] ?? 0;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(index, Math.max(1, at + (event.key === 'ArrowLeft' ? -1 : 1) * (event.shiftKey ? 5 : 1)));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(index);
    }
  };
  const onRulerPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const at = positionAt(event.clientX);
    if (!cuts.includes(at)) onChange([...cuts, at]);
  };
  const ticks = [];
  for (let i = 0; i < columns; i += 10) ticks.push(i);
  return (
    <div className={styles.rulerScroll}>
      <div ref={inner} className={styles.rulerInner} style={{ width: `${columns * charWidth}px` }}>
        <span ref={probe} className={styles.probe} aria-hidden>
          0000000000
        </span>
        <div className={styles.ruler} onPointerDown={onRulerPointerDown} data-testid="cut-ruler" title="Click to add a cut">
          {ticks.map((tick) => (
            <span key={tick} className={styles.tick} style={{ left: `${tick * charWidth}px` }} aria-hidden>
              {tick}
            </span>
          ))}
          {cuts.map((cut, i) => (
            <button
              key={i}
              type="button"
              className={dragging === i ? styles.handleActive : styles.handle}
              style={{ left: `${cut * charWidth}px` }}
              aria-label={`Cut at character ${cut}: arrows move it, Delete removes it`}
              data-testid="cut-handle"
              onKeyDown={onKey(i)}
              onDoubleClick={() => remove(i)}
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                setDragging(i);
              }}
              onPointerMove={(event) => {
                if (dragging === i) move(i, positionAt(event.clientX));
              }}
              onPointerUp={() => setDragging(null)}
              onPointerCancel={() => setDragging(null)}
            />
          ))}
        </div>
        <pre className={styles.text} data-testid="fixed-width-text">
          {lines.map((line, i) => (
            <span key={i} className={i < skip ? styles.skipped : undefined}>
              {line}
              {'\n'}
            </span>
          ))}
        </pre>
        {cuts.map((cut, i) => (
          <span key={i} className={styles.cutLine} style={{ left: `${cut * charWidth}px` }} aria-hidden />
        ))}
      </div>
    </div>
  );
}

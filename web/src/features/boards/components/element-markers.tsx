import type { ElementMarker } from '../element-markers.ts';
import styles from './element-markers.module.css';

const CONFIDENCE_WORDS = { high: 'high', medium: 'medium', low: 'low' } as const;

/** Each placed part on the render: a ring coloured by pin-1 / polarity confidence, a tick along its rotation, a dot on pin 1. */
export function ElementMarkers({
  markers,
  r,
  selectedId,
  onSelect,
}: {
  markers: ElementMarker[];
  r: number;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <g className={styles.elementMarkers} data-testid="element-markers">
      {markers.map((marker) => {
        const selected = marker.id === selectedId;
        const radius = selected ? r * 1.4 : r;
        return (
          <g
            key={marker.id}
            data-marker
            data-element-marker={marker.designator}
            data-confidence={marker.confidence}
            data-attention={marker.needsAttention || undefined}
            data-selected={selected || undefined}
            className={styles.elementMarker}
            role="button"
            tabIndex={0}
            aria-label={`${marker.designator}: pin 1 confidence ${CONFIDENCE_WORDS[marker.confidence]}${marker.needsAttention ? ', needs attention' : ''}`}
            onClick={() => onSelect(marker.id)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') onSelect(marker.id);
            }}
          >
            {/* A dark halo under the ring and tick keeps them readable on copper and silk. */}
            <circle className={styles.halo} cx={marker.cx} cy={marker.cy} r={radius} strokeWidth={radius * 0.7} />
            <line
              className={styles.halo}
              x1={marker.cx}
              y1={marker.cy}
              x2={marker.cx + marker.dx * radius * 1.9}
              y2={marker.cy + marker.dy * radius * 1.9}
              strokeWidth={radius * 0.7}
            />
            <circle className={styles.ring} cx={marker.cx} cy={marker.cy} r={radius} strokeWidth={radius * 0.38} />
            <line
              className={styles.ring}
              x1={marker.cx}
              y1={marker.cy}
              x2={marker.cx + marker.dx * radius * 1.9}
              y2={marker.cy + marker.dy * radius * 1.9}
              strokeWidth={radius * 0.38}
            />
            {marker.pin1 && <circle className={styles.pin1} cx={marker.pin1.x} cy={marker.pin1.y} r={radius * 0.45} />}
          </g>
        );
      })}
    </g>
  );
}

/** What the marker colours mean. */
export function ElementMarkerLegend() {
  return (
    <p className={styles.legend}>
      Part rings show how sure we are of pin 1 or polarity: <span data-confidence="high">sure</span> ·{' '}
      <span data-confidence="medium">check it</span> · <span data-confidence="low">unknown</span>; the tick points along the part’s
      rotation, the white dot is pin 1.
    </p>
  );
}

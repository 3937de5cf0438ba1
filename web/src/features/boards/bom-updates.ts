import type { BoardElementView, ElementChange, ElementPart } from '#contracts/schemas/assembly.ts';

// The customer's row changes (docs/states.md#uploaded-board-view "Board BOM updates can be appended or
// cleared"): appended as they are made, sent one at a time in that order on
// the latest version, and cleared once all are saved. Until then the table
// shows each row as it will be, marked Updating (element processing (docs/states.md#element-processing)).

export type BomUpdate = {
  elementId: string;
  change: ElementChange;
  /** The part picked, to show until the server answers. */
  part?: ElementPart | null;
};

/** The rows with the unsaved changes applied on top of what the server said. */
export function withBomUpdates(elements: readonly BoardElementView[], updates: readonly BomUpdate[]): BoardElementView[] {
  if (updates.length === 0) return [...elements];
  const byElement = new Map<string, { change: ElementChange; part?: ElementPart | null }>();
  for (const update of updates) {
    const before = byElement.get(update.elementId);
    byElement.set(update.elementId, {
      change: { ...before?.change, ...definedOnly(update.change) },
      part: update.part !== undefined ? update.part : before?.part,
    });
  }
  return elements.map((element) => {
    const pending = byElement.get(element.id);
    if (!pending) return element;
    const { change, part } = pending;
    const partChanged = change.part_id !== undefined && change.part_id !== element.part_id;
    return {
      ...element,
      ...change,
      part: partChanged ? (part ?? null) : element.part,
      processing: 'Updating',
    };
  });
}

function definedOnly(change: ElementChange): ElementChange {
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as ElementChange;
}

/** The next update to send, given how many were sent; null when all are. */
export function nextBomUpdate(updates: readonly BomUpdate[], sent: number): BomUpdate | null {
  return updates[sent] ?? null;
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RevisionDiffSchema } from '#contracts/schemas/revision-diff.ts';
import { readBoard } from '#lambdas/cad/read-board.ts';
import { diffRevisions } from '#lambdas/cad/revision-diff/diff-revisions.ts';
import { SHARED_MISSING, countKicadFootprints, hasSharedBoards, loadFile, sharedBoards } from './helpers.ts';

// The revision diff on the real revision pairs of ../shared/data/boards (docs/revisions.md#the-diff).

/** The area of an overlay's path: its rectangles "M x y h w v h h -w z", in squares of `squareMm`. */
function overlayAreaMm2(path: string, squareMm: number): number {
  let squares = 0;
  for (const [, w, h] of path.matchAll(/M-?\d+ -?\d+h(\d+)v(\d+)h-\d+z/g)) squares += Number(w) * Number(h);
  return squares * squareMm * squareMm;
}

const read = (file: string) => readBoard(loadFile(path.join(sharedBoards, file)));

describe.skipIf(!hasSharedBoards)('the revision diff of real boards', { timeout: 60_000 }, () => {
  if (!hasSharedBoards) it.skip(SHARED_MISSING, () => {});

  it('olimex RVPC rev A → rev B: three footprints more and the routing added', async () => {
    const before = await read('kicad/olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb');
    const after = await read('kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb');
    // The issue says 33 → 36; the files hold 35 → 38 (the two more are artwork footprints: logos and signs).
    const footprints = (file: string) => countKicadFootprints(new TextDecoder().decode(loadFile(path.join(sharedBoards, file)).bytes));
    expect([before.components.length, after.components.length]).toEqual([
      footprints('kicad/olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb'),
      footprints('kicad/olimex-rvpc-revB/RVPC_Rev_B.kicad_pcb'),
    ]);
    expect(after.components.length - before.components.length).toBe(3);
    const diff = RevisionDiffSchema.parse(diffRevisions(before, after));
    expect(diff.identical).toBe(false);
    const { counts, listed } = diff.components!;
    expect(counts.added - counts.removed).toBe(3);
    // The three colour LEDs are new; two signs were swapped for other sizes (removed and added under new names).
    const added = listed.filter((c) => c.changes[0] === 'added').map((c) => c.designator);
    expect(added).toEqual(expect.arrayContaining(['RED1', 'GRN1', 'BLU1']));
    expect(diff.components!.netsCompared).toBe(true);
    // Rev A has no tracks; rev B is routed on both sides.
    for (const name of ['top-copper', 'bottom-copper']) {
      const copper = diff.layers.find((l) => l.layer === name)!;
      expect(copper.addedMm2).toBeGreaterThan(100);
      expect(copper.addedMm2).toBeGreaterThan(10 * copper.removedMm2);
    }
    expect(diff.regions.listed.length).toBeGreaterThan(0);
    expect(diff.regions.listed[0]!.layer).toMatch(/copper$/);
    expect(diff.board.changes.filter((c) => c.fact === 'copperLayers')).toEqual([]);
    // The overlay's squares hold every changed cell: their area is at least the layer's change.
    for (const layer of diff.layers) {
      const overlay = diff.overlays!.find((o) => o.layer === layer.layer)!;
      expect(overlayAreaMm2(overlay.added, overlay.squareMm)).toBeGreaterThanOrEqual(layer.addedMm2);
      expect(overlayAreaMm2(overlay.removed, overlay.squareMm)).toBeGreaterThanOrEqual(layer.removedMm2);
    }
  });

  it('the Arduino Uno as a flat zip and as a zip with a folder: nothing differs', async () => {
    const flat = await read('gerber/tracespace/arduino-uno.zip');
    const nested = await read('gerber/tracespace/arduino-uno-nested-folder.zip');
    const diff = RevisionDiffSchema.parse(diffRevisions(flat, nested));
    expect(diff).toMatchObject({
      identical: true,
      layers: [],
      regions: { total: 0 },
      overlays: [],
      drills: { total: 0 },
      components: null,
    });
    expect(diff.board.changes).toEqual([]);
  });
});

import type { BoardModel } from '#lambdas/cad/board-model.ts';
import { component, draw, handMadeBoard, track, via } from './hand-made-board.ts';

/**
 * The largest real board in ../shared/data has 648 holes, 25,000 copper
 * objects and 170 parts; the bound tests use ten times that and more.
 */
export const TEN_TIMES_REAL = { holes: 6_480, parts: 1_700 } as const;

/** Cells on a square grid of this pitch (mm), one problem each, on a panel just large enough. */
const PITCH = 2;

export function gridPanel(cells: number): { board: BoardModel; at: (i: number) => [number, number] } {
  const perRow = Math.ceil(Math.sqrt(cells));
  const side = perRow * PITCH + 2;
  const board = handMadeBoard(side, side);
  return { board, at: (i) => [1 + PITCH / 2 + (i % perRow) * PITCH, 1 + PITCH / 2 + Math.floor(i / perRow) * PITCH] };
}

/**
 * `count` vias, each with a track of another net too near its hole: 0.15 mm
 * from the wall, except the last 50, 0.11 mm (the worst come last, so a check
 * keeping the first it met would miss them).
 */
export function holesNearCopper(count: number): BoardModel {
  const { board, at } = gridPanel(count);
  for (let i = 0; i < count; i++) {
    const [x, y] = at(i);
    via(board, x, y, `N${i}`, 0.3, 0.5, i + 1);
    const gap = i >= count - 50 ? 0.11 : 0.15;
    const edge = x + 0.15 + gap;
    draw(board, 'top-copper', track(edge + 0.05, y - 0.5, edge + 0.05, y + 0.5, 0.1, `M${i}`));
  }
  return board;
}

/**
 * `count` pairs of parts, each pair's courtyards overlapping by 0.2 mm, the
 * last 50 pairs by 0.5 mm (the worst last), all well inside the board.
 */
export function overlappingParts(count: number): BoardModel {
  const { board, at } = gridPanel(count);
  for (let i = 0; i < count; i++) {
    const [x, y] = at(i);
    const overlap = i >= count - 50 ? 0.5 : 0.2;
    for (const [name, left] of [
      [`A${i}`, x - 0.8],
      [`B${i}`, x - overlap],
    ] as const) {
      board.components.push(
        component(name, left + 0.4, y, {
          pads: [{ name: '1', x: left + 0.4, y, mount: 'smd' }],
          courtyard: {
            rings: [
              [
                [left, y - 0.3],
                [left + 0.8, y - 0.3],
                [left + 0.8, y + 0.3],
                [left, y + 0.3],
              ],
            ],
            from: 'courtyard',
          },
        }),
      );
    }
  }
  return board;
}

/**
 * `count` pairs of 0.3 mm pads of different nets, 0.2 mm apart, with mask
 * openings leaving a 0.06 mm dam; the last 50 pairs 0.02 mm (the worst last).
 */
export function finePitchPads(count: number): BoardModel {
  const { board, at } = gridPanel(count);
  const square = (x: number, y: number, half: number) => ({
    kind: 'polygon' as const,
    rings: [
      [
        [x - half, y - half],
        [x + half, y - half],
        [x + half, y + half],
        [x - half, y + half],
      ] as [number, number][],
    ],
  });
  for (let i = 0; i < count; i++) {
    const [x, y] = at(i);
    const expansion = i >= count - 50 ? 0.09 : 0.07;
    for (const [px, net] of [
      [x - 0.25, `A${i}`],
      [x + 0.25, `B${i}`],
    ] as const) {
      draw(board, 'top-copper', { ...square(px, y, 0.15), net, pad: `U${i}.${net}` });
      draw(board, 'top-mask', square(px, y, 0.15 + expansion));
    }
  }
  return board;
}

/**
 * `count` round 1 mm pads of GND in one GND zone fill with a 0.5 mm thermal
 * gap around each, every pad joined by a single 0.3 mm spoke (one too few).
 */
export function starvedPads(count: number): BoardModel {
  const { board, at } = gridPanel(count);
  const side = board.outline.loops[0]!;
  const holes: [number, number][][] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = at(i);
    holes.push(Array.from({ length: 16 }, (_, k): [number, number] => [x + Math.cos((Math.PI * k) / 8), y + Math.sin((Math.PI * k) / 8)]));
    draw(
      board,
      'top-copper',
      {
        kind: 'polygon',
        rings: [
          [
            [x + 0.3, y - 0.15],
            [x + 1.2, y - 0.15],
            [x + 1.2, y + 0.15],
            [x + 0.3, y + 0.15],
          ],
        ],
        net: 'GND',
        thermalGap: 0.5,
      },
      { kind: 'circle', x, y, r: 0.5, net: 'GND', pad: `J${i}.1` },
    );
  }
  draw(board, 'top-copper', { kind: 'polygon', rings: [side, ...holes], net: 'GND', thermalGap: 0.5 });
  return board;
}

/** `count` pairs of tracks of one net meeting at 30°, the last 50 at 10° (the worst last). */
export function acidTraps(count: number): BoardModel {
  const { board, at } = gridPanel(count);
  for (let i = 0; i < count; i++) {
    const [x, y] = at(i);
    const angle = ((i >= count - 50 ? 10 : 30) * Math.PI) / 180;
    draw(
      board,
      'top-copper',
      track(x - 0.8, y, x, y, 0.1, `N${i}`),
      track(x, y, x - 0.8 * Math.cos(angle), y + 0.8 * Math.sin(angle), 0.1, `N${i}`),
    );
  }
  return board;
}

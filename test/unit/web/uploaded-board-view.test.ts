import { describe, expect, it } from 'vitest';
import {
  initialUploadedBoardView,
  uploadedBoardViewReducer as reduce,
  type UploadedBoardViewState,
} from '../../../web/src/features/boards/uploaded-board-view.ts';
import { findingOnSide, formatMm, layersForSide, visibleByDefault } from '../../../web/src/features/boards/board-layers.ts';
import type { BomUpdate } from '../../../web/src/features/boards/bom-updates.ts';

const withFlags = (s: Partial<UploadedBoardViewState>): UploadedBoardViewState => ({ ...initialUploadedBoardView, boardId: 'a', ...s });
const update = (n: number): BomUpdate => ({ elementId: `e${n}`, change: { do_not_populate: n % 2 === 0 } });

describe('uploaded-board view (docs/states.md#uploaded-board-view)', () => {
  it('a different board id clears error, not-found and view; the same id changes nothing', () => {
    const busy = withFlags({ errored: true, notFound: true, view: 'Bottom', bomUpdates: [update(1)] });
    expect(reduce(busy, { type: 'setBoardId', boardId: 'b' })).toEqual({
      boardId: 'b',
      errored: false,
      notFound: false,
      view: null,
      bomUpdates: [update(1)],
    });
    expect(reduce(busy, { type: 'setBoardId', boardId: 'a' })).toBe(busy);
  });

  it('a load clears error and not-found', () => {
    expect(reduce(withFlags({ errored: true, notFound: true }), { type: 'loaded' })).toMatchObject({ errored: false, notFound: false });
    const clean = withFlags({});
    expect(reduce(clean, { type: 'loaded' })).toBe(clean);
  });

  it('a failure sets error; not-found sets not-found and clears error', () => {
    expect(reduce(withFlags({}), { type: 'failed' })).toMatchObject({ errored: true, notFound: false });
    expect(reduce(withFlags({ errored: true }), { type: 'notFound' })).toMatchObject({ errored: false, notFound: true });
  });

  it('keeps the chosen view side', () => {
    expect(reduce(withFlags({}), { type: 'setView', view: 'Dual image' }).view).toBe('Dual image');
  });

  it('appends and clears BOM updates', () => {
    const one = reduce(withFlags({}), { type: 'appendBomUpdates', updates: [update(1)] });
    const two = reduce(one, { type: 'appendBomUpdates', updates: [update(2), update(3)] });
    expect(two.bomUpdates).toEqual([update(1), update(2), update(3)]);
    expect(reduce(two, { type: 'clearBomUpdates' }).bomUpdates).toEqual([]);
  });
});

describe('board layers for the viewer', () => {
  const layer = (
    name: string,
    kind: 'copper' | 'mask' | 'silk' | 'paste' | 'outline' | 'drill',
    side: 'top' | 'bottom' | 'inner' | 'all',
  ) => ({ name, kind, side, url: `u/${name}` });
  const layers = [
    layer('outline', 'outline', 'all'),
    layer('top-silk', 'silk', 'top'),
    layer('bottom-copper', 'copper', 'bottom'),
    layer('top-copper', 'copper', 'top'),
    layer('inner1-copper', 'copper', 'inner'),
    layer('drill', 'drill', 'all'),
    layer('top-mask', 'mask', 'top'),
  ];

  it('stacks one side: inner copper, copper, mask, silk, drills, outline', () => {
    expect(layersForSide(layers, 'top').map((l) => l.name)).toEqual([
      'inner1-copper',
      'top-copper',
      'top-mask',
      'top-silk',
      'drill',
      'outline',
    ]);
    expect(layersForSide(layers, 'bottom').map((l) => l.name)).toEqual(['inner1-copper', 'bottom-copper', 'drill', 'outline']);
  });

  it('shows copper, silk, drills and outline by default; mask, paste and inner layers on request', () => {
    expect(
      layers
        .filter(visibleByDefault)
        .map((l) => l.name)
        .sort(),
    ).toEqual(['bottom-copper', 'drill', 'outline', 'top-copper', 'top-silk']);
  });

  it('puts a finding on every side but the other side of its layer; coordinates with 3 decimals', () => {
    expect(findingOnSide({ layer: 'top-copper' }, 'top')).toBe(true);
    expect(findingOnSide({ layer: 'top-copper' }, 'bottom')).toBe(false);
    expect(findingOnSide({ layer: 'drill' }, 'bottom')).toBe(true);
    expect(formatMm(1.5)).toBe('1.500');
    expect(formatMm(null)).toBe('—');
  });
});

import { copperLayers } from '../board-model.ts';
import type { Check } from './check-context.ts';
import { finding } from './check-context.ts';

export const checkLayerCount: Check = ({ board, rules }, found) => {
  const count = copperLayers(board).length;
  if (rules.layers.allowed.includes(count)) return;
  found.add(
    finding({
      check: 'layer-count',
      severity: 'Error',
      measured: count,
      limit: rules.layers.max,
      x: 0,
      y: 0,
      layer: 'copper',
      message: `The board has ${count} copper layers; we make ${rules.layers.allowed.join(', ')}-layer boards.`,
    }),
  );
};

import { target, type Context, type Transform } from './kicad-context.ts';
import type { SList } from './sexpr.ts';
import { child, num, str } from './sexpr.ts';

/** KiCad's pen when a font gives no thickness: an eighth of the height, a fifth for bold. */
const DEFAULT_PEN_OF_HEIGHT = 1 / 8;
const BOLD_PEN_OF_HEIGHT = 1 / 5;

/** `hide` as an atom (KiCad 5–7) or `(hide yes)` (KiCad 8+), on the text or in its effects. */
function hidden(node: SList): boolean {
  const effects = child(node, 'effects') ?? [];
  return [node, effects].some((list) => list.includes('hide') || str(child(list, 'hide'), 1) === 'yes');
}

/**
 * Text on a silkscreen layer, with its height and stroke:
 * `(gr_text "…")`, a footprint's `(fp_text kind "…")` and KiCad 8's
 * `(property "Reference" "…")`, each with `(effects (font (size h w)
 * (thickness t)))`. Hidden text is not printed and is skipped.
 * docs/board-checks.md#silkscreen-text
 */
export function addSilkText(ctx: Context, node: SList, transform: Transform): void {
  const layerName = str(child(node, 'layer'), 1);
  const layer = layerName ? target(ctx, layerName)?.layer : undefined;
  if (!layer || layer.kind !== 'silk' || hidden(node)) return;
  const text = str(node, node[0] === 'gr_text' ? 1 : 2) ?? '';
  const font = child(child(node, 'effects') ?? [], 'font');
  const size = child(font ?? [], 'size');
  if (!font || !size || text.trim() === '') return;
  const heightMm = num(size, 1);
  const bold = font.includes('bold') || str(child(font, 'bold'), 1) === 'yes';
  const thickness = child(font, 'thickness');
  const strokeMm = thickness ? num(thickness, 1) : heightMm * (bold ? BOLD_PEN_OF_HEIGHT : DEFAULT_PEN_OF_HEIGHT);
  const at = child(node, 'at');
  const [x, y] = transform(num(at, 1), num(at, 2));
  ctx.silkText.push({ text, x, y, heightMm, strokeMm, layer: layer.name });
}

/** Whether a footprint's child is text that may be printed. */
export function isFootprintText(node: SList): boolean {
  return node[0] === 'fp_text' || node[0] === 'property';
}

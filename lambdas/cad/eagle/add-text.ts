import type { Ctx, Transform } from './draw-context.ts';
import { n, type Attrs } from './eagle-attributes.ts';

/** Eagle's default stroke, in percent of the height, for vector text with no `ratio`. */
const DEFAULT_RATIO_PERCENT = 8;

/**
 * A `<text>` on a silkscreen layer, with its height (`size`) and stroke
 * (`ratio` percent of the height). A package's `>NAME`/`>VALUE` placeholders
 * are skipped: the element's own attributes size them, and those are not read.
 * docs/board-checks.md#silkscreen-text
 */
export function addText(ctx: Ctx, text: Attrs, transform: Transform, layerNo: number): void {
  const layer = ctx.other.get(layerNo);
  if (!layer || layer.kind !== 'silk') return;
  const content = String(text['#text'] ?? '').trim();
  if (content === '' || content.startsWith('>')) return;
  const heightMm = n(text.size);
  if (!(heightMm > 0)) return;
  const [x, y] = transform(n(text.x), n(text.y));
  const strokeMm = (heightMm * n(text.ratio, DEFAULT_RATIO_PERCENT)) / 100;
  ctx.silkText.push({ text: content, x, y, heightMm, strokeMm, layer: layer.name });
}

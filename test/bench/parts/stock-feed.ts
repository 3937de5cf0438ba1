import type { FeedTarget } from '#lambdas/core/db/stock-feed-writes.ts';
import { applyStockFeed, type FeedStore } from '#lambdas/core/parts/stock-feed/apply-feed.ts';
import { encodeDelta, type PartsDelta } from '#lambdas/core/parts/stock-feed/parts-delta.ts';
import { random } from './scale-catalogue.ts';

// `npm run bench -- stock-feed`: a generated 300k-part catalogue and a
// generated feed over it (a third of the stock figures moved, one price in
// twenty, one part in two hundred left out), applied through applyStockFeed
// with the table replaced by memory: what the feed itself costs (read and
// check the file, compare, build and encode the delta). The table writes come
// on top: one UpdateItem per changed part, 16 in flight (docs/parts.md#stock-and-prices-feed).
// Target: the whole feed ≤ 60 s at 300k parts.

const PARTS = 300_000;
const TARGET_S = 60;

function breaksText(seed: number): string {
  const base = 0.0005 + (seed % 997) / 10_000;
  return `1-99:${base.toFixed(6)}|100-999:${(base * 0.8).toFixed(6)}|1000-:${(base * 0.6).toFixed(6)}`;
}

function breaksJson(seed: number): string {
  const base = 0.0005 + (seed % 997) / 10_000;
  const micros = (usd: number) => Math.round(Number(usd.toFixed(6)) * 1e6);
  return JSON.stringify([
    { min_qty: 1, unit_price_micros: micros(base) },
    { min_qty: 100, unit_price_micros: micros(base * 0.8) },
    { min_qty: 1000, unit_price_micros: micros(base * 0.6) },
  ]);
}

function generate(): { targets: FeedTarget[]; feed: string; moved: number } {
  const rand = random(7);
  const targets: FeedTarget[] = [];
  const lines = ['supplier_code,stock,price_breaks'];
  let moved = 0;
  for (let n = 0; n < PARTS; n++) {
    const code = `C${100_000 + n}`;
    const stock = Math.floor(rand() * 100_000);
    targets.push({
      id: `p${n}`.padEnd(24, '0'),
      supplier_code: code,
      stock,
      price_breaks_json: breaksJson(n),
      discontinued: false,
      heldBy: [],
    });
    const r = rand();
    if (r < 0.005) continue;
    const stockMoves = r < 0.34;
    const priceMoves = r > 0.95;
    if (stockMoves || priceMoves) moved++;
    lines.push(`${code},${stockMoves ? stock + 1 + Math.floor(rand() * 500) : stock},${breaksText(priceMoves ? n + 1 : n)}`);
  }
  return { targets, feed: lines.join('\n'), moved };
}

export async function run(): Promise<void> {
  const { targets, feed, moved } = generate();
  let deltaBytes = 0;
  const store: FeedStore = {
    async *targets() {
      for (let i = 0; i < targets.length; i += 1000) yield targets.slice(i, i + 1000);
    },
    write: async (change) => change.stock,
    pendingDelta: async () => null,
    async writeDelta(delta: PartsDelta) {
      deltaBytes = encodeDelta(delta).length;
    },
  };
  const started = performance.now();
  const outcome = await applyStockFeed(feed, { store });
  const seconds = (performance.now() - started) / 1000;
  if (!outcome.ok) throw new Error(`the generated feed was refused: ${JSON.stringify(outcome).slice(0, 300)}`);
  console.log(`stock-and-prices feed, ${PARTS.toLocaleString('en-US')} parts, ${(feed.length / 1e6).toFixed(1)} MB`);
  console.log(
    `  rows ${outcome.rows}, written ${outcome.written} (generated to move ${moved} + ${outcome.discontinued} discontinued), unchanged ${outcome.unchanged}`,
  );
  console.log(
    `  read+check ${outcome.ms.read} ms, compare ${outcome.ms.compare} ms, writes (memory) + delta ${outcome.ms.write} ms, delta ${(deltaBytes / 1e6).toFixed(1)} MB`,
  );
  console.log(
    `  total ${seconds.toFixed(1)} s without the table writes (target ${TARGET_S} s with them); heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
  );
}

import { detectColumns, splitLines } from '../../../web/src/features/fixed-width/fixed-width.ts';
import { placementText } from '../../unit/web-fixed-width/placement-lines.ts';

// `npm run bench -- fixed-width`: the fixed-width converter's line split and
// column detection over generated placement lines of 5 MB (the most the
// browser page takes) and 50 MB (ten times that, the size
// test/unit/web-fixed-width/fixed-width.test.ts checks for correctness),
// against finding every line break with `indexOf` in the same text, in the
// same run (the least any split must do; a native `split` is no baseline,
// since V8 caches its result for a string it has split before). CPU time of this process; median of 3. Linear growth shows as a
// ratio of about 10 between the two sizes.

function lineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

function cpuMs(work: () => unknown): number {
  const runs: number[] = [];
  for (let k = 0; k < 3; k++) {
    const started = process.cpuUsage();
    work();
    const used = process.cpuUsage(started);
    runs.push((used.user + used.system) / 1000);
  }
  return runs.sort((a, b) => a - b)[1]!;
}

export async function run(): Promise<void> {
  console.log(`${'text'.padEnd(7)} ${'split + detect'.padStart(15)} ${'line breaks'.padStart(13)} ${'ratio'.padStart(6)}`);
  const figures: number[] = [];
  for (const mb of [5, 50]) {
    const { text } = placementText(mb * 1024 * 1024);
    const ours = cpuMs(() => detectColumns(splitLines(text)));
    const breaks = cpuMs(() => lineBreaks(text));
    figures.push(ours);
    console.log(
      `${`${mb} MB`.padEnd(7)} ${`${ours.toFixed(0)} ms`.padStart(15)} ${`${breaks.toFixed(0)} ms`.padStart(13)} ${(ours / breaks).toFixed(1).padStart(6)}×`,
    );
  }
  console.log(`growth for ten times the text: ${(figures[1]! / figures[0]!).toFixed(1)}× (linear ≈ 10×)`);
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { uploadProcessorMemoryMb, uploadProcessorTimeout } from '../../../lib/upload-processing.ts';
import { badHolesZip, largeGerberZip } from '../../unit/cad/large-boards.ts';

// `npm run bench -- big-boards`: generated panels far past real ones, each
// processed (read, check, render) in its own process, against the upload
// processor's limits in lib/constructs/upload-processor.ts (1536 MB, 2 min).
// CPU seconds are the figure to compare on a shared machine: waiting for a
// core only adds wall time. Figures are written down in docs/board-limits.md.
const LAMBDA_MB = uploadProcessorMemoryMb;
const LAMBDA_S = uploadProcessorTimeout.toSeconds();
const MILLION = 1_000_000;

const CASES = [
  { name: '1,000,000 pad flashes', make: () => largeGerberZip('flashes', MILLION) },
  { name: '1,000,000 strokes', make: () => largeGerberZip('strokes', MILLION) },
  // Every hole's ring 0.025 mm and walls 0.198 mm apart: a million annular-ring and two million drill-to-drill errors.
  { name: '1,000,000 flashes + 1,000,000 drill hits', make: () => largeGerberZip('flashes', MILLION, { drills: MILLION }) },
  // Every pad 0.05 mm from its four neighbours: two million clearance errors to measure and rank.
  { name: '1,000,000 flashes, all too close', make: () => largeGerberZip('flashes', MILLION, { feature: 0.35 }) },
  // Every hole too small and 0.15 mm from its neighbours (test/unit/cad/large-boards.test.ts runs it too).
  { name: '1,000,000 holes, each breaking two rules', make: () => badHolesZip(1000) },
];

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'big-boards-'));
  const child = fileURLToPath(new URL('./process-one.ts', import.meta.url));
  const wanted = process.argv
    .slice(2)
    .filter((a) => /^\d+$/.test(a))
    .map(Number);
  try {
    console.log(
      `${'case'.padEnd(44)} ${'status'.padEnd(14)} ${'cpu s'.padStart(6)} ${'wall s'.padStart(7)} ${'peak RSS MB'.padStart(12)}  limits ${LAMBDA_MB} MB, ${LAMBDA_S} s`,
    );
    for (const [i, c] of CASES.entries()) {
      if (wanted.length && !wanted.includes(i + 1)) continue;
      const file = path.join(dir, `case-${i + 1}.zip`);
      writeFileSync(file, c.make());
      const out = execFileSync(process.execPath, ['--import', 'tsx', child, file], { encoding: 'utf8', maxBuffer: 1 << 20 });
      const r = JSON.parse(out.trim().split('\n').pop()!) as {
        status: string;
        reason: string | null;
        cpuS: number;
        wallS: number;
        peakRssMb: number;
      };
      const fits = r.status === 'Complete' && r.peakRssMb < LAMBDA_MB && r.cpuS < LAMBDA_S;
      console.log(
        `${c.name.padEnd(44)} ${r.status.padEnd(14)} ${r.cpuS.toFixed(1).padStart(6)} ${r.wallS.toFixed(1).padStart(7)} ${r.peakRssMb.toFixed(0).padStart(12)}  ${fits ? 'fits' : `OVER ${r.reason ?? ''}`}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await run();

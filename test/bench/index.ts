import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ONLY_WHEN_NAMED, SUITES } from './suites.ts';

// `npm run bench`: every benchmark suite, each reporting its figures next to a
// baseline measured in the same run. `npm run bench -- parts` runs one suite;
// `kicad` runs only when named (it installs KiCad).
// Each suite runs in a process of its own: a suite that starts a local stack
// leaves module singletons (the table's client) pointing at it once stopped.

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
// Everything else (--runs=5, big-boards' sizes) reaches the suite, which reads it from its own argv.
const flags = process.argv.slice(2).filter((a) => !(a in SUITES));
const runSuite = fileURLToPath(new URL('./run-suite.ts', import.meta.url));
let failed = false;
for (const name of Object.keys(SUITES)) {
  if (wanted.length ? !wanted.includes(name) : ONLY_WHEN_NAMED.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', runSuite, name, ...flags], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.log(`${name}: failed (exit ${result.status ?? result.signal})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);

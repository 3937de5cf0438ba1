import { SUITES } from './suites.ts';

// One benchmark suite in this process (test/bench/index.ts starts one per suite).
const name = process.argv[2] ?? '';
const load = SUITES[name];
if (!load) throw new Error(`No benchmark suite "${name}"; there are ${Object.keys(SUITES).join(', ')}.`);
await (await load()).run();
process.exit(0);

// `npm run bench`: every benchmark suite, each reporting its figures next to a
// baseline measured in the same run. `npm run bench -- parts` runs one suite.
const suites: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  cad: () => import('./cad/run.ts'),
  parts: () => import('./parts/run.ts'),
  bom: () => import('./bom/run.ts'),
  checkout: () => import('./checkout/run.ts'),
  'big-boards': () => import('./big-boards/run.ts'),
  lambdas: () => import('./lambdas/run.ts'),
  web: () => import('./web/run.ts'),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const [name, load] of Object.entries(suites)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  await (await load()).run();
}

// The benchmark suites `npm run bench` knows, each loaded only when it runs.
export const SUITES: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  cad: () => import('./cad/run.ts'),
  parts: () => import('./parts/run.ts'),
  bom: () => import('./bom/run.ts'),
  checkout: () => import('./checkout/run.ts'),
  'big-boards': () => import('./big-boards/run.ts'),
  lambdas: () => import('./lambdas/run.ts'),
  web: () => import('./web/run.ts'),
};

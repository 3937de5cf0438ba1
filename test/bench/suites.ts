// The benchmark suites `npm run bench` knows, each loaded only when it runs.
export const SUITES: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  cad: () => import('./cad/run.ts'),
  parts: () => import('./parts/run.ts'),
  'stock-feed': () => import('./parts/stock-feed.ts'),
  'parts-million': () => import('./parts/million.ts'),
  bom: () => import('./bom/run.ts'),
  checkout: () => import('./checkout/run.ts'),
  'big-boards': () => import('./big-boards/run.ts'),
  'dfm-models': () => import('./big-boards/dfm-models.ts'),
  lambdas: () => import('./lambdas/run.ts'),
  web: () => import('./web/run.ts'),
  'fixed-width': () => import('./web/fixed-width.ts'),
  kicad: () => import('./kicad/run.ts'),
};

/**
 * Suites run only when named (`npm run bench -- kicad`): kicad installs software (KiCad) on the
 * machine; parts-million writes a 650 MB catalogue to /tmp and takes several minutes.
 */
export const ONLY_WHEN_NAMED: readonly string[] = ['kicad', 'parts-million'];

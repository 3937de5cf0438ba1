import { vi } from 'vitest';

// Every integration file meets the parts table through partsAsQuoted (test/support/parts-as-quoted.ts): a pass-through
// until a test races a quote against another cart's hold with quotedAtStock.
vi.mock('../../lambdas/core/db/parts.ts', async (importOriginal) => {
  const { partsAsQuoted } = await import('../support/parts-as-quoted.ts');
  return partsAsQuoted(await importOriginal());
});

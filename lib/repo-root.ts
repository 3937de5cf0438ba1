import { fileURLToPath } from 'node:url';

// Absolute path of the repository, so entries and assets resolve the same way
// whether the CDK CLI, vitest or tsx loads this module.
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

import type { AssemblyPorts } from '#lambdas/core/assembly/change-assembly.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { currentIndex } from '#lambdas/core/parts/catalogue-search.ts';

// What the routes that recompute a board's rows read: the uploads bucket and
// the parts index the search route loads (one copy per container).
export const assemblyPorts: AssemblyPorts = { files: uploadsBucket, catalogue: () => currentIndex() };

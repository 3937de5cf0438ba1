import type { AssemblyPorts } from '#lambdas/core/assembly/change-assembly.ts';
import { currentIndex } from '#lambdas/core/parts/catalogue-search.ts';

// What the routes that recompute a board's rows without a new file read: the
// parts index the search route loads (one copy per container). No bucket and
// no file readers: they take what was read where the files arrived
// (assembly-reader-ports.ts), kept in the table.
export const assemblyPorts: AssemblyPorts = { catalogue: () => currentIndex() };

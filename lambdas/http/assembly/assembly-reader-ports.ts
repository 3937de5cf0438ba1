import type { AssemblyPorts } from '#lambdas/core/assembly/change-assembly.ts';
import { assemblyReaders } from '#lambdas/core/assembly/assembly-readers.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { assemblyPorts } from './assembly-ports.ts';

// The routes where a BOM or placement file arrives: the uploads bucket and
// the file readers (csv-parse, the KiCad and Eagle readers, and SheetJS,
// installed beside the bundle and imported for workbooks only), which only
// these two functions carry (docs/performance.md#lambda-bundles).
export const assemblyReaderPorts: AssemblyPorts = { ...assemblyPorts, arrivals: { files: uploadsBucket, readers: assemblyReaders } };

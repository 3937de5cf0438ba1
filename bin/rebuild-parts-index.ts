import { useCatalogueTarget } from './catalogue-target.ts';

// `npm run rebuild-parts-index`: builds the parts search snapshot from the
// table now (as the import does after writing, and the rebuild queue does
// after custom-part edits), e.g. after restoring the table or to refresh the
// browse order by stock. Same target rules as import-parts.

if (process.argv.includes('--help')) {
  console.log('usage: npm run rebuild-parts-index');
  process.exit(0);
}
useCatalogueTarget('rebuild the index');

// Imported after the environment is set: the AWS clients read it when created.
const { rebuildSearchSnapshot } = await import('../lambdas/core/parts/search-snapshot.ts');
const started = performance.now();
console.log(`Rebuilding the parts search index from table ${process.env.TABLE_NAME}…`);
const snapshot = await rebuildSearchSnapshot((read) => process.stdout.write(`\r  read ${read} parts`));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\nSearch index: ${snapshot.parts} parts, ${(snapshot.bytes / 1e6).toFixed(1)} MB (read ${snapshot.readMs} ms, build ${snapshot.buildMs} ms), ${snapshot.stored ? 'stored at search/parts-index.bin' : 'not stored: a rebuild that started later already stored a newer one'}. Total ${seconds} s.`,
);

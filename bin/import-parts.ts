import { createReadStream, existsSync } from 'node:fs';
import { useCatalogueTarget } from './catalogue-target.ts';

// `npm run import-parts -- <file.csv>`: streams a supplier catalogue (jlcparts
// or KiCad-library CSV) into the table, then rebuilds the search snapshot.
// `--stock-and-prices <feed.csv>` applies a stock-and-prices feed instead
// (bin/import-stock-feed.ts; docs/parts.md#stock-and-prices-feed).
// Talks to the running local stack (npm start) unless TABLE_NAME and
// UPLOADS_BUCKET are set, in which case it uses AWS with the usual credentials.

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file || args.includes('--help')) {
  console.error(
    'usage: npm run import-parts -- <catalogue.csv> [--no-index]\n       npm run import-parts -- --stock-and-prices <feed.csv> [--allow-many-discontinued]',
  );
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

useCatalogueTarget('import');
if (args.includes('--stock-and-prices')) {
  const { importStockFeed } = await import('./import-stock-feed.ts');
  process.exit(await importStockFeed(file, args.includes('--allow-many-discontinued')));
}

// Imported after the environment is set: the AWS clients read it when created.
const { storeCatalogue } = await import('../lambdas/core/parts/store-catalogue.ts');
const { rebuildSearchSnapshot } = await import('../lambdas/core/parts/search-snapshot.ts');

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
console.log(`Importing ${file} into table ${process.env.TABLE_NAME}…`);
let rejectedShown = 0;
const { CatalogueFormatError } = await import('../lambdas/core/parts/import/import-parts.ts');
const summary = await storeCatalogue(createReadStream(file), {
  onProgress: (p) => process.stdout.write(`\r  ${p.rows} rows: ${p.parts} parts, ${p.rejected} rejected (${seconds()} s)`),
  onReject: (rejectedRow) => {
    if (rejectedShown++ < 50)
      process.stdout.write(
        `\n  rejected row ${rejectedRow.row} (line ${rejectedRow.line})${rejectedRow.supplier_code ? ` ${rejectedRow.supplier_code}` : ''}: ${rejectedRow.reason}`,
      );
  },
}).catch((error: unknown) => {
  if (error instanceof CatalogueFormatError) {
    console.error(`\n${file}: ${error.message}. Nothing was imported.`);
    process.exit(1);
  }
  throw error;
});
if (rejectedShown > 50) console.log(`\n  … and ${rejectedShown - 50} more rejected rows`);
console.log(
  `\nImported ${summary.parts} parts (${summary.format}), ${summary.rejected} rejected, ${summary.categories.length} categories, ${summary.parameters.length} parameters in ${seconds()} s.`,
);
if (summary.unchanged > 0) console.log(`${summary.unchanged} of them were already stored as the file has them and were not written again.`);
if (summary.manualEntryKept > 0) console.log(`Left ${summary.manualEntryKept} manually entered parts as they were.`);

if (!args.includes('--no-index')) {
  const snapshot = await rebuildSearchSnapshot();
  console.log(
    `Search index: ${snapshot.parts} parts, ${(snapshot.bytes / 1e6).toFixed(1)} MB (read ${snapshot.readMs} ms, build ${snapshot.buildMs} ms), ${snapshot.stored ? 'stored at search/parts-index.bin' : 'not stored: a later rebuild already stored a newer one'}. Total ${seconds()} s.`,
  );
}

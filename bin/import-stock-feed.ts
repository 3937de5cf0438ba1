import { createReadStream } from 'node:fs';

// `npm run import-parts -- --stock-and-prices <feed.csv>` (bin/import-parts.ts
// sets the target first): applies a stock-and-prices feed, or lists its bad
// rows and writes nothing (docs/parts.md#stock-and-prices-feed). Returns the
// exit code.

const SHOWN = 50;

export async function importStockFeed(file: string, allowManyDiscontinued = false): Promise<number> {
  const { applyStockFeed } = await import('../lambdas/core/parts/stock-feed/apply-feed.ts');
  const { FeedFormatError } = await import('../lambdas/core/parts/stock-feed/parse-feed.ts');
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Applying the stock-and-prices feed ${file} to table ${process.env.TABLE_NAME}…`);
  let outcome;
  try {
    outcome = await applyStockFeed(createReadStream(file), {
      onProgress: (done, of) => process.stdout.write(`\r  ${done} of ${of} changed parts written (${seconds()} s)`),
      allowManyDiscontinued,
    });
  } catch (error) {
    if (!(error instanceof FeedFormatError)) throw error;
    console.error(`${file}: ${error.message}. Nothing was changed.`);
    return 1;
  }
  if (!outcome.ok && 'refused' in outcome) {
    console.error(
      `${file} leaves out ${outcome.discontinued} of the catalogue's ${outcome.of} parts, more than the ${outcome.limit} a feed may discontinue at once: ` +
        'a feed cut short looks like this. Nothing was changed. If the supplier really dropped them, apply it again with --allow-many-discontinued.',
    );
    return 1;
  }
  if (!outcome.ok) {
    for (const p of outcome.problems.slice(0, SHOWN))
      console.error(`  row ${p.row} (line ${p.line})${p.supplier_code ? ` ${p.supplier_code}` : ''}: ${p.reason}`);
    if (outcome.badRows > SHOWN) console.error(`  … and ${outcome.badRows - SHOWN} more bad rows`);
    console.error(`${file}: ${outcome.badRows} bad rows. Nothing was changed; fix them and apply the feed again.`);
    return 1;
  }
  console.log(
    `\nFeed of ${outcome.rows} parts applied in ${seconds()} s: ${outcome.written} parts written (${outcome.discontinued} newly discontinued), ${outcome.unchanged} unchanged (read ${outcome.ms.read} ms, compare ${outcome.ms.compare} ms, write ${outcome.ms.write} ms).`,
  );
  if (outcome.notInCatalogueCount > 0)
    console.log(
      `${outcome.notInCatalogueCount} supplier codes are not in the catalogue and were skipped (import them with the full import), e.g. ${outcome.notInCatalogue.slice(0, 5).join(', ')}.`,
    );
  console.log('Search shows the new figures within its snapshot check interval; the hourly rebuild folds them into the snapshot.');
  return 0;
}

// The parts search, as the handlers and the import job use it.
export type { CatalogueIndex } from './catalogue-index.ts';
export { partAt } from './catalogue-index.ts';
export { buildIndex, buildIndexOnCores } from './build-index.ts';
export { loadIndex, serializeIndex, SnapshotFormatError } from './snapshot.ts';
export { searchParts } from './search-parts.ts';
export type { SearchOptions } from './search-parts.ts';
export { setPartStock } from './part-stock.ts';

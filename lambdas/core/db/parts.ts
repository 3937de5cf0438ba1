import type { Category, LabeledCharacter, Parameter, Part } from '#contracts/parts.ts';
import { StoredLabelsSchema, StoredParametersSchema, StoredPriceBreaksSchema } from '#contracts/schemas/stored-part.ts';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CreateEntityItem, EntityItem, QueryResponse } from 'electrodb';
import pLimit from 'p-limit';
import { documentClient, tableName } from './client.ts';
import type { PartEntity } from './entities/part.ts';
import { withRetries, type RetryPolicy } from './retry.ts';
import { db } from './service.ts';

// The parts catalogue in the one table: parts, the category tree and the
// parameters. Functions are named after the question they answer.

/** A part as the table holds it (its JSON attributes still strings). */
export type PartItem = EntityItem<typeof PartEntity>;
/** A part as it is written: the contract's Part with its JSON attributes encoded. */
export type StoredPart = CreateEntityItem<typeof PartEntity>;

/** Labels as stored: '' for none, else JSON with a fixed key order, so two encodings of the same labels are equal strings. */
export function encodeLabels(labels: readonly LabeledCharacter[]): string {
  if (labels.length === 0) return '';
  return JSON.stringify(labels.map((l) => ({ character: l.character, noop: l.noop, parameter_id: l.parameter_id })));
}

export function decodeLabels(stored: string | undefined): LabeledCharacter[] {
  return stored ? StoredLabelsSchema.parse(JSON.parse(stored)) : [];
}

export function toPart(item: PartItem): Part {
  return {
    id: item.id,
    supplier_code: item.supplier_code,
    mpn: item.mpn ?? '',
    manufacturer: item.manufacturer ?? '',
    category_id: item.category_id,
    description: item.description ?? '',
    package: item.package ?? '',
    datasheet: item.datasheet ?? '',
    stock: item.stock,
    moq: item.moq ?? 1,
    price_breaks: StoredPriceBreaksSchema.parse(JSON.parse(item.price_breaks_json ?? '[]')),
    library_type: item.library_type,
    parameters: StoredParametersSchema.parse(JSON.parse(item.parameters_json ?? '{}')),
    value_text: item.value_text ?? '',
    labeled_value_text: decodeLabels(item.labeled_value_text),
    labeled: item.labeled ?? false,
    source: item.source,
    ...(item.discontinued ? { discontinued: true } : {}),
  };
}

export function toStoredPart(part: Part): StoredPart {
  const { price_breaks, parameters, labeled_value_text, ...rest } = part;
  return {
    ...rest,
    price_breaks_json: JSON.stringify(price_breaks),
    parameters_json: JSON.stringify(parameters),
    labeled_value_text: encodeLabels(labeled_value_text),
  };
}

/** Items a batch request left unprocessed (DynamoDB was busy): asked again with back-off. */
class LeftUnprocessed extends Error {}

const UNPROCESSED_RETRIES: RetryPolicy = { attempts: 8, waitMs: 100, maxWaitMs: 5_000, retryIf: (e) => e instanceof LeftUnprocessed };

/**
 * Writes parts with BatchWriteItem: 25 per request, `concurrency` requests at
 * once, unprocessed items retried with back-off. ElectroDB formats and
 * validates each item (`params()`); the batching is done here because it is
 * the import's hot path and ElectroDB's own batch put is about twice as slow.
 */
export async function putParts(parts: readonly Part[], concurrency = 4): Promise<void> {
  const table = tableName();
  const entity = db().entities.part;
  const requests = parts.map((part) => ({
    PutRequest: { Item: entity.put(toStoredPart(part)).params<{ Item: Record<string, unknown> }>().Item },
  }));
  const chunks: (typeof requests)[] = [];
  for (let i = 0; i < requests.length; i += 25) chunks.push(requests.slice(i, i + 25));
  const limit = pLimit(Math.max(1, concurrency));
  await Promise.all(
    chunks.map((first) =>
      limit(() => {
        let chunk = first;
        return withRetries(async () => {
          const result = await documentClient.send(new BatchWriteCommand({ RequestItems: { [table]: chunk } }));
          chunk = (result.UnprocessedItems?.[table] ?? []) as typeof chunk;
          if (chunk.length > 0) throw new LeftUnprocessed(`${chunk.length} parts were left unprocessed by BatchWriteItem`);
        }, UNPROCESSED_RETRIES);
      }),
    ),
  );
}

export async function putCategories(categories: readonly Category[]): Promise<void> {
  if (categories.length === 0) return;
  const { unprocessed } = await db()
    .entities.category.put(categories.map((c) => ({ id: c.id, name: c.name, parent_id: c.parent_id ?? '' })))
    .go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} categories were left unprocessed`);
}

export async function putParameters(parameters: readonly Parameter[]): Promise<void> {
  if (parameters.length === 0) return;
  const { unprocessed } = await db()
    .entities.parameter.put([...parameters])
    .go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} parameters were left unprocessed`);
}

export async function listCategories(): Promise<Category[]> {
  const { data } = await db().entities.category.query.all({}).go({ pages: 'all' });
  return data.map((c) => ({ id: c.id, name: c.name, parent_id: c.parent_id ? c.parent_id : null }));
}

export async function listParameters(): Promise<Parameter[]> {
  const { data } = await db().entities.parameter.query.all({}).go({ pages: 'all' });
  return data.map((item) => ({
    id: item.id,
    name: item.name,
    short_name: item.short_name,
    unit: item.unit ?? '',
    short_unit: item.short_unit ?? '',
    used_for_component_matching: item.used_for_component_matching ?? false,
  }));
}

/** Whether any catalogue has been imported (the category partition is empty until then). */
export async function hasCatalogue(): Promise<boolean> {
  const { data } = await db().entities.category.query.all({}).go({ limit: 1 });
  return data.length > 0;
}

export async function getPartById(id: string): Promise<Part | null> {
  const { data } = await db().entities.part.get({ id }).go();
  return data ? toPart(data) : null;
}

/** An attribute of a stored part, to read only some (`batchGetParts(ids, ['stock'])`). */
export type PartAttribute = keyof PartItem;

const BATCH_GET_KEYS = 100;

/**
 * The stored parts with these ids by BatchGetItem (100 keys a request, the
 * keys DynamoDB leaves unprocessed asked again with back-off), whole or only
 * the given attributes (and `id`). Parts that do not exist are absent.
 */
export async function batchGetParts(ids: readonly string[]): Promise<Map<string, PartItem>>;
export async function batchGetParts<A extends PartAttribute>(
  ids: readonly string[],
  attributes: readonly A[],
  read?: { consistent: boolean },
): Promise<Map<string, Pick<PartItem, A | 'id'>>>;
export async function batchGetParts(
  ids: readonly string[],
  attributes?: readonly PartAttribute[],
  read = { consistent: false },
): Promise<Map<string, PartItem>> {
  const found = new Map<string, PartItem>();
  const wanted = Array.from(new Set(ids));
  const options = {
    ...(attributes ? { attributes: Array.from(new Set<PartAttribute>(['id', ...attributes])) } : {}),
    consistent: read.consistent,
  };
  for (let start = 0; start < wanted.length; start += BATCH_GET_KEYS) {
    let keys = wanted.slice(start, start + BATCH_GET_KEYS).map((id) => ({ id }));
    await withRetries(async () => {
      const { data, unprocessed } = await db().entities.part.get(keys).go(options);
      for (const item of data) found.set(item.id, item);
      keys = unprocessed.map((key) => ({ id: key.id }));
      if (keys.length > 0) throw new LeftUnprocessed(`${keys.length} parts were left unprocessed by BatchGetItem`);
    }, UNPROCESSED_RETRIES);
  }
  return found;
}

/** The given parts, by id; parts that do not exist are absent. */
export async function getPartsByIds(ids: readonly string[]): Promise<Map<string, Part>> {
  const parts = new Map<string, Part>();
  for (const [id, item] of await batchGetParts(ids)) parts.set(id, toPart(item));
  return parts;
}

export type PartLabel = Pick<Part, 'id' | 'supplier_code' | 'mpn' | 'manufacturer' | 'description'>;

/** What names the given parts to a customer (those attributes only); parts that no longer exist are absent. */
export async function getPartLabels(ids: readonly string[]): Promise<Map<string, PartLabel>> {
  const labels = new Map<string, PartLabel>();
  for (const [id, item] of await batchGetParts(ids, ['supplier_code', 'mpn', 'manufacturer', 'description'])) {
    labels.set(id, {
      id,
      supplier_code: item.supplier_code,
      mpn: item.mpn ?? '',
      manufacturer: item.manufacturer ?? '',
      description: item.description ?? '',
    });
  }
  return labels;
}

/** Current stock of the given parts; parts that no longer exist are absent. */
export async function getStockOfParts(ids: readonly string[]): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  for (const [id, item] of await batchGetParts(ids, ['stock'])) stock.set(id, item.stock);
  return stock;
}

/**
 * Every part, page by page (a table scan): the search index is built from the
 * store of record. Strongly consistent, so a scan that starts after a write
 * returns it (the snapshot's "scan started at" promise depends on it).
 */
export async function* allParts(): AsyncGenerator<Part[]> {
  let cursor: string | null = null;
  do {
    const page: QueryResponse<typeof PartEntity> = await db().entities.part.scan.go({ cursor, limit: 1000, consistent: true });
    yield page.data.map(toPart);
    cursor = page.cursor;
  } while (cursor);
}

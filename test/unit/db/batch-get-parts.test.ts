import { BatchGetCommand, DynamoDBDocumentClient, type BatchGetCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

// batchGetParts: BatchGetItem takes at most 100 keys a request, and DynamoDB
// may leave some keys unprocessed; those are asked again (a loop, not a
// recursion), so every stored part is found.

process.env.TABLE_NAME = 'unit';
process.env.AWS_REGION = 'us-east-1';
const dynamo = mockClient(DynamoDBDocumentClient);
// The unit files share one module graph: give the clients back for the next file.
afterAll(() => {
  dynamo.restore();
});
const { batchGetParts, getStockOfParts } = await import('#lambdas/core/db/parts.ts');

const idOf = (n: number) => `p${String(n).padStart(23, '0')}`;
type Key = Record<string, string>;

/** The table: the part behind each key, by its pk (ElectroDB's key holds the id). */
function storedItem(key: Key) {
  const id = /id_(\w+)/.exec(key.pk!)![1]!;
  const n = Number(id.slice(1));
  return {
    ...key,
    __edb_e__: 'part',
    __edb_v__: '1',
    id,
    supplier_code: `C${n}`,
    category_id: 'c'.repeat(24),
    stock: n * 10,
    library_type: 'basic',
    source: 'JLCPCB/LCSC catalogue',
  };
}

const requests: Key[][] = [];

beforeEach(() => {
  dynamo.reset();
  requests.length = 0;
  let calls = 0;
  dynamo.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
    const { Keys } = input.RequestItems!.unit!;
    const keys = Keys as Key[];
    requests.push(keys);
    // The first two requests (the first chunk and its retry) each leave their last 30 keys unprocessed.
    const served = calls++ < 2 ? keys.slice(0, -30) : keys;
    const left = keys.slice(served.length);
    return {
      Responses: { unit: served.filter((k) => !k.pk!.includes('missing')).map(storedItem) },
      UnprocessedKeys: left.length > 0 ? { unit: { Keys: left } } : {},
    };
  });
});

describe('batchGetParts', () => {
  it('asks at most 100 keys at a time, each id once, and asks again for unprocessed keys until all are read', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => idOf(i + 1));
    const found = await batchGetParts([...ids, ...ids.slice(0, 50)]);
    expect(requests.every((keys) => keys.length <= 100)).toBe(true);
    expect(requests.map((keys) => keys.length)).toEqual([100, 30, 30, 100, 50]);
    expect(new Set(requests.flat().map((k) => k.pk)).size).toBe(250);
    expect([...found.keys()].sort()).toEqual(ids);
    expect(found.get(idOf(7))).toMatchObject({ id: idOf(7), supplier_code: 'C7', stock: 70 });
  });

  it('reads only the attributes asked for, with the id', async () => {
    const stock = await getStockOfParts([idOf(1), idOf(2)]);
    expect(stock).toEqual(
      new Map([
        [idOf(1), 10],
        [idOf(2), 20],
      ]),
    );
    const read = await batchGetParts([idOf(3)], ['stock']);
    expect(read.get(idOf(3))).toEqual({ id: idOf(3), stock: 30 });
  });

  it('leaves out parts that do not exist and asks nothing for no ids', async () => {
    expect(await batchGetParts([])).toEqual(new Map());
    expect(requests).toEqual([]);
    const found = await batchGetParts([idOf(1), 'missing00000000000000000']);
    expect([...found.keys()]).toEqual([idOf(1)]);
  });
});

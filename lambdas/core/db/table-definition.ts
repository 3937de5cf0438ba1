// The one DynamoDB table: its keys, global secondary indexes and time-to-live
// attribute, defined once. ElectroDB entities name these fields; the CDK table
// and the local emulator's CreateTable are both derived from this object, so
// they cannot drift.
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: {
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  },
  /**
   * Epoch seconds after which DynamoDB deletes the item (within a few days; it is still read until then). Only
   * bookkeeping that is worthless after its time carries it (docs/security.md#bookkeeping-that-expires); the local
   * emulator ignores it (docs/local-stack.md#dynamodb).
   */
  timeToLiveAttribute: 'ttl',
} as const;

export type GlobalIndexName = keyof typeof tableDefinition.globalIndexes;

/** The CreateTable input for the definition (used locally and in tests). */
export function createTableInput(tableName: string) {
  const { partitionKey, sortKey, globalIndexes } = tableDefinition;
  const indexFields = Object.values(globalIndexes).flatMap((i) => [i.partitionKey, i.sortKey]);
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [partitionKey, sortKey, ...indexFields].map((name) => ({
      AttributeName: name,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' as const },
      { AttributeName: sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: Object.entries(globalIndexes).map(([name, keys]) => ({
      IndexName: name,
      KeySchema: [
        { AttributeName: keys.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: keys.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}

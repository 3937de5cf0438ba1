import {
  CreateTableCommand,
  DynamoDBClient,
  GetItemCommand,
  TransactGetItemsCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';

// The local engine's transactions must behave as DynamoDB's: all or nothing,
// with a cancellation reason per item.
const client = new DynamoDBClient({
  endpoint: inject('stack').dynamoEndpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const TableName = `txn-${Date.now()}`;
const stock = (pk: string) =>
  client.send(new GetItemCommand({ TableName, Key: { pk: { S: pk } }, ConsistentRead: true })).then((r) => Number(r.Item?.qty?.N ?? NaN));
const take = (pk: string, count: number) => ({
  Update: {
    TableName,
    Key: { pk: { S: pk } },
    UpdateExpression: 'SET qty = qty - :n',
    ConditionExpression: 'qty >= :n',
    ExpressionAttributeValues: { ':n': { N: String(count) } },
  },
});

beforeAll(async () => {
  await client.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    }),
  );
  // The engine answers CreateTable while the table is still CREATING (as DynamoDB does); on a busy machine the first
  // write came before it was ACTIVE and was refused with ResourceNotFoundException.
  await waitUntilTableExists({ client, maxWaitTime: 60, minDelay: 1, maxDelay: 2 }, { TableName });
  await client.send(
    new TransactWriteItemsCommand({
      TransactItems: ['a', 'b'].map((pk) => ({ Put: { TableName, Item: { pk: { S: pk }, qty: { N: '10' } } } })),
    }),
  );
});

describe('TransactWriteItems on the local engine', () => {
  it('applies nothing when one condition fails, and reports reasons per item', async () => {
    const error = await client.send(new TransactWriteItemsCommand({ TransactItems: [take('a', 3), take('b', 11)] })).catch((e) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect(error.CancellationReasons.map((r: { Code: string }) => r.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(await stock('a')).toBe(10);
    expect(await stock('b')).toBe(10);
  });

  it('never oversells under concurrent transactions', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 25 }, () => client.send(new TransactWriteItemsCommand({ TransactItems: [take('a', 1), take('b', 1)] }))),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    expect(await stock('a')).toBe(0);
    expect(await stock('b')).toBe(0);
  });

  it('refuses two operations on one item and honours client request tokens', async () => {
    const twice = await client.send(new TransactWriteItemsCommand({ TransactItems: [take('a', 0), take('a', 0)] })).catch((e) => e);
    expect(twice.name).toBe('ValidationException');
    const put = {
      TransactItems: [{ Put: { TableName, Item: { pk: { S: 'c' }, qty: { N: '1' } }, ConditionExpression: 'attribute_not_exists(pk)' } }],
      ClientRequestToken: 'order-attempt-1',
    };
    await client.send(new TransactWriteItemsCommand(put));
    await expect(client.send(new TransactWriteItemsCommand(put))).resolves.toBeDefined();
    const got = await client.send(
      new TransactGetItemsCommand({
        TransactItems: [{ Get: { TableName, Key: { pk: { S: 'c' } } } }, { Get: { TableName, Key: { pk: { S: 'zz' } } } }],
      }),
    );
    expect(got.Responses?.[0]?.Item?.qty?.N).toBe('1');
    expect(got.Responses?.[1]?.Item).toBeUndefined();
  });
});

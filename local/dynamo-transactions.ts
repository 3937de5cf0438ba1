import { createHash } from 'node:crypto';

// TransactWriteItems / TransactGetItems for dynalite, which lacks them.
// Run under the engine's exclusive lock: every condition is evaluated first by
// replaying the operation on a scratch copy of the item (so dynalite's own
// expression engine decides, exactly as it would for a single write), and only
// when all pass is each operation applied, with its condition, to the table.

export type Call = (target: string, body: Record<string, unknown>) => Promise<{ status: number; json: Record<string, unknown> }>;
type Item = Record<string, unknown>;
type Op = { kind: 'ConditionCheck' | 'Put' | 'Delete' | 'Update'; spec: Record<string, unknown> };

export class DynamoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const SCRATCH_PREFIX = '__txn_scratch__';
const TOKEN_WINDOW_MS = 10 * 60 * 1000;

export class Transactions {
  private keySchemas = new Map<string, { names: string[]; definitions: unknown[]; schema: unknown[] }>();
  private scratchReady = new Set<string>();
  private tokens = new Map<string, { hash: string; at: number }>();

  constructor(private readonly call: Call) {}

  async transactWrite(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const items = (body.TransactItems as Record<string, Record<string, unknown>>[] | undefined) ?? [];
    if (items.length === 0 || items.length > 100) {
      throw new DynamoError(
        'ValidationException',
        "1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length less than or equal to 100 and greater than or equal to 1",
      );
    }
    const token = body.ClientRequestToken as string | undefined;
    const hash = createHash('sha256').update(JSON.stringify(items)).digest('hex');
    if (token) {
      const seen = this.tokens.get(token);
      if (seen && Date.now() - seen.at < TOKEN_WINDOW_MS) {
        if (seen.hash !== hash)
          throw new DynamoError(
            'IdempotentParameterMismatchException',
            'Request parameters do not match the previous request with the same client token.',
          );
        return {};
      }
    }
    const ops: Op[] = items.map((entry) => {
      const kind = (['ConditionCheck', 'Put', 'Delete', 'Update'] as const).find((k) => entry[k]);
      if (!kind)
        throw new DynamoError('ValidationException', 'TransactItems can only contain one of ConditionCheck, Put, Update or Delete');
      return { kind, spec: entry[kind] as Record<string, unknown> };
    });
    const keys = await Promise.all(ops.map((op) => this.keyOf(op)));
    const seenKeys = new Set<string>();
    for (const k of keys) {
      if (seenKeys.has(k.id))
        throw new DynamoError('ValidationException', 'Transaction request cannot include multiple operations on one item');
      seenKeys.add(k.id);
    }

    const reasons: Record<string, unknown>[] = [];
    for (const [i, op] of ops.entries()) {
      const { table, key } = keys[i]!;
      const current = await this.getItem(table, key);
      reasons.push(await this.evaluate(op, table, key, current));
    }
    if (reasons.some((r) => r.Code !== 'None')) {
      const codes = reasons.map((r) => r.Code).join(', ');
      throw new DynamoError(
        'TransactionCanceledException',
        `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
        { CancellationReasons: reasons },
      );
    }
    for (const op of ops) {
      if (op.kind === 'ConditionCheck') continue;
      const target = op.kind === 'Put' ? 'PutItem' : op.kind === 'Delete' ? 'DeleteItem' : 'UpdateItem';
      const { ReturnValuesOnConditionCheckFailure: _ignored, ...spec } = op.spec;
      const res = await this.call(target, spec);
      if (res.status !== 200)
        throw new DynamoError('InternalServerError', `Transaction apply failed after checks passed: ${JSON.stringify(res.json)}`);
    }
    if (token) this.tokens.set(token, { hash, at: Date.now() });
    return {};
  }

  async transactGet(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const items = (body.TransactItems as { Get: Record<string, unknown> }[] | undefined) ?? [];
    if (items.length === 0 || items.length > 100)
      throw new DynamoError('ValidationException', 'TransactItems must have between 1 and 100 items');
    const responses = [];
    for (const { Get } of items) {
      const res = await this.call('GetItem', { ...Get, ConsistentRead: true });
      if (res.status !== 200)
        throw new DynamoError(
          String(res.json.__type ?? 'ValidationException')
            .split('#')
            .pop()!,
          String(res.json.message ?? 'GetItem failed'),
        );
      responses.push(res.json.Item ? { Item: res.json.Item } : {});
    }
    return { Responses: responses };
  }

  private async evaluate(op: Op, table: string, key: Item, current: Item | undefined): Promise<Record<string, unknown>> {
    const scratch = await this.scratchTable(table);
    if (current) await this.must('PutItem', { TableName: scratch, Item: current });
    else await this.must('DeleteItem', { TableName: scratch, Key: key });
    const { ReturnValuesOnConditionCheckFailure: returnOld, TableName: _t, ...rest } = op.spec;
    const target = op.kind === 'Put' ? 'PutItem' : op.kind === 'Update' ? 'UpdateItem' : 'DeleteItem';
    const spec =
      op.kind === 'ConditionCheck'
        ? {
            Key: rest.Key,
            ConditionExpression: rest.ConditionExpression,
            ExpressionAttributeNames: rest.ExpressionAttributeNames,
            ExpressionAttributeValues: rest.ExpressionAttributeValues,
          }
        : rest;
    const res = await this.call(target, { ...spec, TableName: scratch });
    if (res.status === 200) return { Code: 'None' };
    const type = String(res.json.__type ?? '')
      .split('#')
      .pop();
    if (type === 'ConditionalCheckFailedException') {
      return {
        Code: 'ConditionalCheckFailed',
        Message: 'The conditional request failed',
        ...(returnOld === 'ALL_OLD' && current ? { Item: current } : {}),
      };
    }
    throw new DynamoError(type || 'ValidationException', String(res.json.message ?? 'Invalid transaction item'));
  }

  private async keyOf(op: Op): Promise<{ table: string; key: Item; id: string }> {
    const table = op.spec.TableName as string;
    const { names } = await this.describe(table);
    const source = (op.kind === 'Put' ? op.spec.Item : op.spec.Key) as Item | undefined;
    if (!source) throw new DynamoError('ValidationException', `${op.kind} requires ${op.kind === 'Put' ? 'Item' : 'Key'}`);
    const key: Item = {};
    for (const n of names) {
      if (source[n] === undefined) throw new DynamoError('ValidationException', 'The provided key element does not match the schema');
      key[n] = source[n];
    }
    return { table, key, id: `${table}|${JSON.stringify(names.map((n) => key[n]))}` };
  }

  private async describe(table: string) {
    const known = this.keySchemas.get(table);
    if (known) return known;
    const res = await this.call('DescribeTable', { TableName: table });
    if (res.status !== 200) throw new DynamoError('ResourceNotFoundException', `Requested resource not found: Table: ${table} not found`);
    const t = res.json.Table as { KeySchema: { AttributeName: string }[]; AttributeDefinitions: { AttributeName: string }[] };
    const names = t.KeySchema.map((k) => k.AttributeName);
    const info = { names, schema: t.KeySchema, definitions: t.AttributeDefinitions.filter((d) => names.includes(d.AttributeName)) };
    this.keySchemas.set(table, info);
    return info;
  }

  private async scratchTable(table: string): Promise<string> {
    const name = SCRATCH_PREFIX + table;
    if (this.scratchReady.has(name)) return name;
    const { schema, definitions } = await this.describe(table);
    const existing = await this.call('DescribeTable', { TableName: name });
    if (existing.status !== 200) {
      await this.must('CreateTable', {
        TableName: name,
        KeySchema: schema,
        AttributeDefinitions: definitions,
        BillingMode: 'PAY_PER_REQUEST',
      });
    }
    // A new table is CREATING for a moment; wait until it takes writes.
    for (let i = 0; i < 100; i++) {
      const d = await this.call('DescribeTable', { TableName: name });
      if ((d.json.Table as { TableStatus?: string } | undefined)?.TableStatus === 'ACTIVE') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    this.scratchReady.add(name);
    return name;
  }

  private async getItem(table: string, key: Item): Promise<Item | undefined> {
    const res = await this.must('GetItem', { TableName: table, Key: key, ConsistentRead: true });
    return res.Item as Item | undefined;
  }

  private async must(target: string, body: Record<string, unknown>) {
    const res = await this.call(target, body);
    if (res.status !== 200) throw new DynamoError('InternalServerError', `${target} failed: ${JSON.stringify(res.json)}`);
    return res.json;
  }
}

export const isScratchTable = (name: unknown) => typeof name === 'string' && name.startsWith(SCRATCH_PREFIX);

import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import dynalite from 'dynalite';
import { DynamoError, isScratchTable, Transactions, type Call } from './dynamo-transactions.ts';
import { RwLock } from './rw-lock.ts';
import { close, HOST, listen, readBody } from './http-util.ts';

const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'CreateTable', 'DeleteTable', 'UpdateTable']);

export type DynamoEngine = { endpoint: string; close(): Promise<void> };

// dynalite (the DynamoDB API on LevelDB) behind a thin front that adds what it
// lacks: TransactWriteItems/TransactGetItems with AWS's all-or-nothing
// semantics and cancellation reasons. Everything else passes straight through.
export async function startDynamo(options: { path?: string; port?: number }): Promise<DynamoEngine> {
  const engine: Server = dynalite({ path: options.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  // It listens only so that its close() (which closes its store) works; calls reach it in-process.
  await listen(engine, 0);
  const post = inProcessCaller(engine);

  const call: Call = async (target, body) => {
    const { status, bytes } = await post(target, Buffer.from(JSON.stringify(body)));
    return { status, json: JSON.parse(bytes.toString('utf8')) as Record<string, unknown> };
  };
  const transactions = new Transactions(call);
  const lock = new RwLock();

  const front = createServer(async (req, res) => {
    const send = (status: number, json: unknown) => {
      const payload = JSON.stringify(json);
      res.writeHead(status, {
        'content-type': 'application/x-amz-json-1.0',
        'x-amzn-requestid': crypto.randomUUID(),
        'content-length': Buffer.byteLength(payload),
      });
      res.end(payload);
    };
    try {
      const raw = await readBody(req);
      const target =
        String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop() ?? '';
      if (target === 'TransactWriteItems' || target === 'TransactGetItems' || target === 'ListTables') {
        const body = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
        if (target === 'TransactWriteItems') return send(200, await lock.write(() => transactions.transactWrite(body)));
        if (target === 'TransactGetItems') return send(200, await lock.read(() => transactions.transactGet(body)));
        const r = await lock.read(() => call(target, body));
        if (Array.isArray(r.json.TableNames)) r.json.TableNames = (r.json.TableNames as string[]).filter((n) => !isScratchTable(n));
        return send(r.status, r.json);
      }
      const forward = () => post(target, raw);
      const r = WRITES.has(target) ? await lock.write(forward) : await lock.read(forward);
      res.writeHead(r.status, {
        'content-type': 'application/x-amz-json-1.0',
        'x-amzn-requestid': crypto.randomUUID(),
        'content-length': r.bytes.length,
      });
      res.end(r.bytes);
    } catch (error) {
      if (error instanceof DynamoError) {
        return send(400, { __type: `com.amazonaws.dynamodb.v20120810#${error.type}`, message: error.message, ...error.extra });
      }
      send(500, { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: String(error) });
    }
  });
  const port = await listen(front, options.port ?? 0);
  return {
    endpoint: `http://${HOST}:${port}`,
    close: async () => {
      await close(front);
      await close(engine);
    },
  };
}

/**
 * Calls dynalite's own request handler in this process with the bytes and headers the SDK would send: its parsing,
 * validation and actions all run, only the socket is skipped. A loopback HTTP hop cost every DynamoDB call two
 * socket writes and an HTTP parse each way, about a quarter more CPU per call (docs/local-stack.md#dynamodb).
 */
function inProcessCaller(engine: Server): (target: string, payload: Buffer) => Promise<{ status: number; bytes: Buffer }> {
  const handle = engine.listeners('request')[0] as RequestListener;
  return (target, payload) =>
    new Promise((resolve, reject) => {
      const req = Object.assign(new EventEmitter(), {
        method: 'POST',
        url: '/',
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': `DynamoDB_20120810.${target}`,
          authorization: 'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
          'x-amz-date': '20200101T000000Z',
        },
      });
      const res = {
        statusCode: 200,
        contentType: '',
        setHeader: () => res,
        end: (body?: string) => resolve({ status: res.statusCode, bytes: Buffer.from(body ?? '', 'utf8') }),
      };
      try {
        handle(req as unknown as IncomingMessage, res as unknown as ServerResponse);
        req.emit('data', payload);
        req.emit('end');
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
}

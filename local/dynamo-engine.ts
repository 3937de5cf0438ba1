import { Agent, createServer, request, type Server } from 'node:http';
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
  const enginePort = await listen(engine, 0);
  // One kept-alive connection pool to the engine; the front passes bytes through (parsing them only where it acts).
  const agent = new Agent({ keepAlive: true });
  const post = (target: string, payload: Buffer) => postToEngine({ port: enginePort, agent }, target, payload);

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
      agent.destroy();
      await close(engine);
    },
  };
}

/** One call to dynalite through the kept-alive agent, with the headers the SDK would send. */
function postToEngine(engine: { port: number; agent: Agent }, target: string, payload: Buffer): Promise<{ status: number; bytes: Buffer }> {
  return new Promise<{ status: number; bytes: Buffer }>((resolve, reject) => {
    const outgoing = request(
      {
        host: HOST,
        port: engine.port,
        method: 'POST',
        path: '/',
        agent: engine.agent,
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'content-length': payload.length,
          'x-amz-target': `DynamoDB_20120810.${target}`,
          authorization: 'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
          'x-amz-date': '20200101T000000Z',
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 500, bytes: Buffer.concat(chunks) }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

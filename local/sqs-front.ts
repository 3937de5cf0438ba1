import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { close, HOST, listen, readBody } from './http-util.ts';

// Just enough of SQS (JSON protocol) for the store's handlers to send to
// their queues: SendMessage to a known queue URL. Messages go to the
// in-process consumer registered for that queue, which plays the part of the
// queue → Lambda event source (local/parts-index-queue.ts).

export type SentMessage = { body: string; groupId?: string; deduplicationId?: string };
export type QueueConsumers = Record<string, (message: SentMessage) => void>;

const QUEUE_ACCOUNT = '000000000000';

function send(res: ServerResponse, status: number, json: Record<string, unknown>) {
  const headers: Record<string, string> = { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': crypto.randomUUID() };
  if (status >= 400) headers['x-amzn-query-error'] = `${String(json.__type).split('#')[1]};Sender`;
  res.writeHead(status, headers);
  res.end(JSON.stringify(json));
}

export async function startSqsFront(options: { port?: number; queues: QueueConsumers }) {
  let url = '';
  let sequence = 0;
  const server = createServer(async (req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return send(res, 400, { __type: 'com.amazonaws.sqs#InvalidParameterValue', message: 'Not JSON' });
    }
    if (target !== 'AmazonSQS.SendMessage')
      return send(res, 400, { __type: 'com.amazonaws.sqs#UnsupportedOperation', message: `${target} is not emulated locally` });
    const name =
      String(body.QueueUrl ?? '')
        .split('/')
        .pop() ?? '';
    const consumer = options.queues[name];
    if (!consumer) return send(res, 400, { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: `No local queue ${name}` });
    const messageBody = String(body.MessageBody ?? '');
    consumer({
      body: messageBody,
      groupId: body.MessageGroupId as string | undefined,
      deduplicationId: body.MessageDeduplicationId as string | undefined,
    });
    send(res, 200, {
      MessageId: crypto.randomUUID(),
      MD5OfMessageBody: createHash('md5').update(messageBody).digest('hex'),
      ...(name.endsWith('.fifo') ? { SequenceNumber: String(++sequence).padStart(20, '0') } : {}),
    });
  });
  const port = await listen(server, options.port ?? 0);
  url = `http://${HOST}:${port}`;
  return { url, queueUrl: (name: string) => `${url}/${QUEUE_ACCOUNT}/${name}`, close: () => close(server) };
}

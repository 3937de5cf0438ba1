import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const HOST = '127.0.0.1';

export async function readBody(req: IncomingMessage, limit = Infinity): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw Object.assign(new Error('body too large'), { tooLarge: true });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * How long a stand-in keeps an idle keep-alive connection. Node's default is 5 s, but the AWS SDK's agent keeps idle
 * sockets without reading the server's Keep-Alive hint. After a pause of 5 s, a burst of calls could write to sockets
 * the server was closing at that moment, and get ECONNRESET on every retry: once under a loaded suite, a sign-up of
 * 20 at a time failed. AWS's endpoints keep connections far longer than the SDK leaves them idle.
 */
const IDLE_CONNECTION_MS = 120_000;

/** Listens on 127.0.0.1 only (port 0 picks a free one) and returns the port. */
export function listen(server: Server, port: number): Promise<number> {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve((server.address() as AddressInfo).port));
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

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

/** Listens on 127.0.0.1 only (port 0 picks a free one) and returns the port. */
export function listen(server: Server, port: number): Promise<number> {
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

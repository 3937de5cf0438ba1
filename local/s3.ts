import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { HOST } from './http-util.ts';
import './s3-atomic-writes.ts';

export type S3Event = { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size?: number } } }[] };
// s3rver only knows its own S3RVER key pair; the SDK signs with the local
// credentials that setLocalAwsEnv sets, so register those too.
const s3rverAccounts = createRequire(import.meta.url)('s3rver/lib/models/account.js') as {
  DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
};
s3rverAccounts.DUMMY_ACCOUNT.createKeyPair('local', 'local');

export type S3Emulator = { endpoint: string; close(): Promise<void> };

// s3rver with the buckets the store uses, CORS for presigned browser PUTs,
// and its in-process object events handed to `onEvent` (in AWS the bucket
// notifies a queue; the runner plays that part locally).
export async function startS3(options: {
  directory: string;
  port?: number;
  buckets: string[];
  allowedOrigins: string[];
  onEvent?: (event: S3Event) => void;
}): Promise<S3Emulator> {
  const origins = options.allowedOrigins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  const cors = `<CORSConfiguration><CORSRule>${origins}<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    address: HOST,
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [cors] })),
  });
  if (options.onEvent) server.on('event', options.onEvent);
  const address = (await server.run()) as { port: number };
  return {
    endpoint: `http://${HOST}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        const http = (server as unknown as { httpServer?: Server }).httpServer;
        http?.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

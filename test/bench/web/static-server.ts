import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedPage } from '#contracts/prerendered-pages.ts';

// A built site served as CloudFront serves it: gzip for text, immutable
// caching for hashed assets, a prerendered page's own HTML, index.html for
// every other path (the SPA), and /api, /_local and the runtime
// configuration from the store behind it.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

export type StaticSite = { url: string; close(): Promise<void> };

export async function serveSite(options: {
  dir: string;
  apiUrl?: string;
  runtimeConfig?: unknown;
  runtimeConfigPath?: string;
}): Promise<StaticSite> {
  const cache = new Map<string, Buffer>();
  const send = (req: IncomingMessage, res: ServerResponse, file: string) => {
    const ext = path.extname(file);
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = { 'content-type': TYPES[ext] ?? 'application/octet-stream' };
    headers['cache-control'] = file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let gz = cache.get(file);
      if (!gz) cache.set(file, (gz = gzipSync(body, { level: 9 })));
      body = gz;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers).end(body);
  };
  const proxy = (req: IncomingMessage, res: ServerResponse, target: string) => {
    const upstream = request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    if (options.runtimeConfigPath && pathname === options.runtimeConfigPath) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(options.runtimeConfig));
      return;
    }
    if (options.apiUrl && (pathname.startsWith('/api/') || pathname.startsWith('/_local/'))) return proxy(req, res, options.apiUrl);
    // A prerendered page's file when the build made one (the bare comparison page has none).
    const page = prerenderedPage(pathname, url.search);
    if (page && existsSync(path.join(options.dir, page))) return send(req, res, path.join(options.dir, page));
    const file = path.join(options.dir, path.normalize(pathname));
    if (file.startsWith(options.dir) && existsSync(file) && statSync(file).isFile()) return send(req, res, file);
    send(req, res, path.join(options.dir, 'index.html'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

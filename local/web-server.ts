import type { ServerResponse } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { build, createServer, preview, type Plugin } from 'vite';
import { prerenderedPage } from '../contracts/prerendered-pages.ts';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../contracts/runtime-config.ts';
import { contentSecurityPolicy } from '../lib/constructs/content-security-policy.ts';
import { HOST } from './http-util.ts';

const configFile = path.resolve(import.meta.dirname, '../web/vite.config.ts');

// Ports handed out are below Linux's ephemeral range (32768–60999): a port
// from listen(0) lies inside it, and between its release and the stack's
// listen (or across a restart on the same ports) an outgoing connection could
// take it as its local port (EADDRINUSE).
const PORT_RANGE = { from: 20_000, to: 32_000 };
const handedOut = new Set<number>();

function tryListen(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

/** A port free now on HOST, never handed out before in this process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if (handedOut.has(port) || !(await tryListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
}

// Serves /runtime-config.json the way CloudFront serves the deployed file.
function runtimeConfigPlugin(config: RuntimeConfig): Plugin {
  const serve = (server: { middlewares: { use: (path: string, fn: (req: unknown, res: ServerResponse) => void) => void } }) => {
    server.middlewares.use(RUNTIME_CONFIG_PATH, (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
      res.end(JSON.stringify(config));
    });
  };
  return { name: 'copperline-runtime-config', configureServer: serve, configurePreviewServer: serve };
}

// The production build's prerendered pages, served for their paths as
// CloudFront's viewer-request function serves them (docs/performance.md#prerendered-pages).
function prerenderedPagesPlugin(): Plugin {
  return {
    name: 'copperline-prerendered-pages',
    configurePreviewServer: (server) => {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://local');
        const page = prerenderedPage(url.pathname, url.search);
        if (page) req.url = page + url.search;
        next();
      });
    },
  };
}

// The production build gets CloudFront's Content-Security-Policy, pointed at
// the local Cognito and S3 emulators, so end-to-end tests see every violation.
// Not in dev mode: Vite's dev server injects inline scripts for hot reload.
function contentSecurityPolicyPlugin(policy: string): Plugin {
  return {
    name: 'copperline-content-security-policy',
    configurePreviewServer: (server) => {
      server.middlewares.use((_req, res, next) => {
        res.setHeader('content-security-policy', policy);
        next();
      });
    },
  };
}

/**
 * The SPA: Vite's dev server for people (`mode: 'dev'`), or a production
 * build served by `vite preview` for end-to-end tests. Both proxy /api (and
 * the local-only /_local pages) to the gateway, like CloudFront's behaviour.
 */
export async function startWeb(options: {
  mode: 'dev' | 'preview';
  port?: number;
  gatewayUrl: string;
  s3Endpoint: string;
  runtimeConfig: RuntimeConfig;
  commitSha: string;
}) {
  process.env.VITE_COMMIT_SHA = options.commitSha;
  const port = options.port || (await freePort());
  const proxy = { '/api': { target: options.gatewayUrl }, '/_local': { target: options.gatewayUrl } };
  const plugins = [runtimeConfigPlugin(options.runtimeConfig)];
  if (options.mode === 'dev') {
    const server = await createServer({ configFile, plugins, logLevel: 'warn', server: { host: HOST, port, strictPort: true, proxy } });
    await server.listen();
    return { url: `http://${HOST}:${port}`, close: () => server.close() };
  }
  // The suite runner builds once for all its end-to-end shards and says so (bin/test-suite-stages.ts).
  if (process.env.COPPERLINE_WEB_BUILT !== '1') await build({ configFile, logLevel: 'warn' });
  const csp = contentSecurityPolicy({
    cognitoOrigin: new URL(options.runtimeConfig.userPoolEndpoint ?? `https://cognito-idp.${options.runtimeConfig.region}.amazonaws.com`)
      .origin,
    uploadsOrigin: new URL(options.s3Endpoint).origin,
    analyticsOrigin: options.runtimeConfig.analyticsApiHost ? new URL(options.runtimeConfig.analyticsApiHost).origin : undefined,
    plainHttp: true,
    collectorUrl: options.runtimeConfig.telemetryCollectorUrl,
  });
  plugins.push(contentSecurityPolicyPlugin(csp), prerenderedPagesPlugin());
  const server = await preview({ configFile, plugins, logLevel: 'warn', preview: { host: HOST, port, strictPort: true, proxy } });
  return { url: `http://${HOST}:${port}`, close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())) };
}

import type { ServerResponse } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { build, createServer, preview, type Plugin } from 'vite';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../contracts/runtime-config.ts';
import { contentSecurityPolicy } from '../lib/constructs/content-security-policy.ts';
import { HOST } from './http-util.ts';

const configFile = path.resolve(import.meta.dirname, '../web/vite.config.ts');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
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
  await build({ configFile, logLevel: 'warn' });
  const csp = contentSecurityPolicy({
    cognitoOrigin: new URL(options.runtimeConfig.userPoolEndpoint ?? `https://cognito-idp.${options.runtimeConfig.region}.amazonaws.com`)
      .origin,
    uploadsOrigin: new URL(options.s3Endpoint).origin,
    analyticsOrigin: options.runtimeConfig.analyticsApiHost ? new URL(options.runtimeConfig.analyticsApiHost).origin : undefined,
    plainHttp: true,
    collectorUrl: options.runtimeConfig.telemetryCollectorUrl,
  });
  plugins.push(contentSecurityPolicyPlugin(csp));
  const server = await preview({ configFile, plugins, logLevel: 'warn', preview: { host: HOST, port, strictPort: true, proxy } });
  return { url: `http://${HOST}:${port}`, close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())) };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Category, Parameter, Part, PartsSearchRequest } from '#contracts/parts.ts';
import type { IncomingMessage } from 'node:http';
import { routeKey } from '#contracts/routes.ts';
import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { buildEvent } from '../../../local/api-gateway-event.ts';
import { invoke } from '../../../local/lambda-runtime.ts';
import { startLocalStack } from '../../../local/stack.ts';

// The same queries as a customer's browser sends them: HTTP to the local API
// gateway, which invokes the real searchParts handler (snapshot loaded from
// S3 once, stock of the returned page read from DynamoDB with BatchGetItem).
// Then the same requests straight into that Lambda handler, in the same
// process and stack: what the gateway adds is the difference.

export interface GatewayTiming {
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((fraction / 100) * sorted.length) - 1)] ?? Number.NaN;

export async function timeThroughGateway(
  catalogue: { parts: readonly Part[]; categories: readonly Category[]; parameters: readonly Parameter[] },
  requestSets: Record<string, readonly PartsSearchRequest[]>,
  rounds: number,
): Promise<{ timings: Record<string, GatewayTiming>; handlerTimings: Record<string, GatewayTiming>; loadMs: number; importMs: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'copperline-bench-'));
  // Searches back to back measure latency, not the route's throttle (docs/local-stack.md#request-limits): raised.
  const stack = await startLocalStack({ dataDir, web: 'none', seed: false, tableName: 'bench', requestLimitFactor: 1000 });
  try {
    // Imported after the stack has set the local AWS endpoints.
    const { putCategories, putParameters, putParts } = await import('#lambdas/core/db/parts.ts');
    const { writePartsIndex } = await import('#lambdas/core/aws/parts-index-object.ts');
    const { buildIndex, serializeIndex } = await import('#lambdas/core/parts/search/index.ts');
    const importStarted = performance.now();
    await putCategories(catalogue.categories);
    await putParameters(catalogue.parameters);
    for (let i = 0; i < catalogue.parts.length; i += 1000) await putParts(catalogue.parts.slice(i, i + 1000), 4);
    await writePartsIndex(serializeIndex(buildIndex([...catalogue.parts], [...catalogue.categories], [...catalogue.parameters])), {
      scanStartedAt: new Date().toISOString(),
      replacing: null,
    });
    const importMs = performance.now() - importStarted;

    const search = async (body: PartsSearchRequest) => {
      const res = await fetch(`${stack.apiUrl}/api/parts/search`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`search answered ${res.status}`);
      await res.arrayBuffer();
    };
    const first = Object.values(requestSets)[0]![0]!;
    const loadStarted = performance.now();
    await search(first); // cold: the handler fetches and loads the snapshot
    const loadMs = performance.now() - loadStarted;

    // The event the gateway would build for the same request, handed to the handler as Lambda would.
    const route = partsRoutes.searchParts;
    const req = { url: `/api${route.path}`, method: route.method, headers: { 'content-type': 'application/json' }, socket: {} };
    const handle = async (body: PartsSearchRequest) => {
      const event = buildEvent({
        req: req as unknown as IncomingMessage,
        body: Buffer.from(JSON.stringify(body)),
        routeKey: routeKey(route),
      });
      const answer = (await invoke(route.handler, event, 30_000)) as { statusCode: number };
      if (answer.statusCode !== 200) throw new Error(`the handler answered ${answer.statusCode}`);
    };
    const timings: Record<string, GatewayTiming> = {};
    const handlerTimings: Record<string, GatewayTiming> = {};
    for (const [name, requests] of Object.entries(requestSets)) {
      timings[name] = await timeRequests(requests, search, rounds);
      handlerTimings[name] = await timeRequests(requests, handle, rounds);
    }
    return { timings, handlerTimings, loadMs, importMs };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each request once to warm up, then `rounds` rounds of all of them, timed one by one. */
async function timeRequests(
  requests: readonly PartsSearchRequest[],
  send: (request: PartsSearchRequest) => Promise<void>,
  rounds: number,
): Promise<GatewayTiming> {
  for (const r of requests) await send(r);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const r of requests) {
      const started = performance.now();
      await send(r);
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '../contracts/runtime-config.ts';
import { setLocalAwsEnv } from './aws-env.ts';
import { cognitoCaller, startCognitoFront } from './cognito-front.ts';
import { identityPoolHandlers, localIdentityPoolId } from './cognito-identity.ts';
import { startCognitoPool } from './cognito-pool.ts';
import { ensurePool } from './cognito-setup.ts';
import { oauthTokenEndpoint } from './oauth-token.ts';
import { startDynamo } from './dynamo-engine.ts';
import { ensureTable } from './ensure-table.ts';
import { startAnalyticsStandIn } from './analytics-standin.ts';
import { startDataMigrations } from './data-migrations.ts';
import { startGateway } from './gateway.ts';
import { captureHandlerLogs } from './handler-log-capture.ts';
import { createTokenVerifier, type TokenVerifier } from './jwt.ts';
import { startLocalEmail } from './local-email.ts';
import { Outbox } from './outbox.ts';
import { startS3 } from './s3.ts';
import { writeEndpointsFile } from './endpoints-file.ts';
import { ensureAdmin, openDemoShopIfClosed, seedDemoCatalogueIfEmpty, type StaffLogin } from './seed.ts';
import { PARTS_INDEX_QUEUE_NAME, PartsIndexQueue, schedulePartsDeltaCompaction } from './parts-index-queue.ts';
import { startSqsFront } from './sqs-front.ts';
import { startStockSweeper } from './stock-sweeper.ts';
import { startScheduledHandler } from './scheduled-handler.ts';
import { GUEST_BOARD_SWEEP_HANDLER, GUEST_BOARD_SWEEP_MINUTES } from '../contracts/guest-sessions.ts';
import { STOCK_FEED_UPLOADS, UploadQueue } from './upload-queue.ts';
import { LOCAL_COLLECTOR_PATH, localTraceReceivers, recordInvocation } from './trace-endpoints.ts';
import { TraceCollector } from './trace-collector.ts';
import { startWeb } from './web-server.ts';

export type LocalStackOptions = {
  dataDir: string;
  /** 0 or absent: pick free ports (tests); the runner passes fixed ones. */
  ports?: Partial<Record<'site' | 'api' | 'cognito' | 'dynamo' | 's3', number>>;
  web?: 'dev' | 'preview' | 'none';
  tableName?: string;
  bucket?: string;
  seed?: boolean;
  log?: boolean;
  /** Keep the table in memory rather than in LevelDB files: a test run's data dies with it, and this costs a fifth less CPU. */
  tableInMemory?: boolean;
  /**
   * Multiplies the API's request limits (docs/local-stack.md#request-limits). Absent: AWS's, as `bin/start` runs;
   * the test suites raise them, since they send everything from 127.0.0.1 at machine speed.
   */
  requestLimitFactor?: number;
};

export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;

const REGION = 'us-east-1';

export function commitSha(): string {
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}

/** Starts every local stand-in for AWS, wired as the CDK app wires AWS. */
/** The CDK schedules, played by intervals (local/scheduled-handler.ts). */
function startSchedules(options: { log?: boolean }, stops: Stops) {
  // Every 5 minutes, as the CDK schedule (lib/constructs/stock-sweeper.ts).
  const stockSweeper = startStockSweeper({ intervalMs: 5 * 60_000, log: options.log });
  stops.push(stockSweeper.close);
  // Hourly, as the CDK schedule (lib/constructs/guest-board-sweeper.ts).
  const guestBoardSweeper = startScheduledHandler({
    handler: GUEST_BOARD_SWEEP_HANDLER,
    name: 'guest board sweep',
    intervalMs: GUEST_BOARD_SWEEP_MINUTES * 60_000,
    timeoutMs: 240_000,
  });
  stops.push(guestBoardSweeper.close);
  return { stockSweeper, guestBoardSweeper };
}

export async function startLocalStack(options: LocalStackOptions) {
  const dir = (name: string) => {
    const p = path.join(options.dataDir, name);
    mkdirSync(p, { recursive: true });
    return p;
  };
  const stops: Stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const tableName = options.tableName ?? 'copperline';
    const bucket = options.bucket ?? 'copperline-uploads';
    const sha = commitSha();
    const outbox = new Outbox(path.join(dir('.'), 'outbox.jsonl'), !!options.log);

    // Handlers log at INFO into the local traces view; the terminal shows LOG_LEVEL (default WARN).
    const traces = new TraceCollector();
    const printLevel = process.env.LOG_LEVEL ?? 'WARN';
    const releaseLogs = captureHandlerLogs((line) => traces.addLog(line), printLevel);
    stops.push(async () => releaseLogs());

    const dynamo = await startDynamo({ path: options.tableInMemory ? undefined : dir('dynamodb'), port: options.ports?.dynamo });
    stops.push(dynamo.close);
    await ensureTable(dynamo.endpoint, tableName);

    const { front, cognito, ids } = await startCognito(options, dir, outbox, stops);

    const { queues, s3, sqs, email } = await startStorage(options, { dir, bucket, outbox }, stops);
    setLocalAwsEnv({
      dynamo: dynamo.endpoint,
      s3: s3.endpoint,
      cognito: front.url,
      sqs: sqs.url,
      partsIndexQueueUrl: sqs.queueUrl(PARTS_INDEX_QUEUE_NAME),
      email: email.endpoint,
      tableName,
      bucket,
      userPoolId: ids.userPoolId,
      webClientId: ids.userPoolClientId,
      tokenIssuer: `${front.url}/${ids.userPoolId}`,
      tokenUrl: `${front.url}/oauth2/token`,
      commitSha: sha,
    });
    const endpoints = { dynamo: dynamo.endpoint, s3: s3.endpoint, tableName, bucket, cognito: front.url, userPoolId: ids.userPoolId };
    stops.push(writeEndpointsFile(options.dataDir, { ...endpoints, pid: process.pid }));

    const { stockSweeper, guestBoardSweeper } = startSchedules(options, stops);
    // Hourly, as the CDK schedule (lib/constructs/parts-index-rebuilder.ts): fold the stock-and-prices delta into the snapshot.
    stops.push(schedulePartsDeltaCompaction(queues.partsIndexQueue));
    // After every deploy in AWS (a CDK Trigger); here once per start, in the background.
    const dataMigrations = startDataMigrations({ log: options.log });
    stops.push(() => dataMigrations.done);

    const { issuer, identityPoolId, analytics, gateway } = await startApi(options, { front, cognito, ids, traces, outbox }, stops);

    const admin = options.seed ? await seed(options, cognito, ids) : null;

    const runtimeConfig = localRuntimeConfig({ ids, identityPoolId, cognitoUrl: front.url, analyticsUrl: analytics.url });
    const siteUrl = await startSite(options, { gatewayUrl: gateway.url, s3Endpoint: s3.endpoint, runtimeConfig, sha }, stops);
    return {
      siteUrl,
      apiUrl: gateway.url,
      cognitoUrl: front.url,
      issuer,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      emailEndpoint: email.endpoint,
      ids,
      tableName,
      bucket,
      outbox,
      ...queues,
      admin,
      runtimeConfig,
      commitSha: sha,
      cognito,
      traces,
      identityPoolId,
      stockSweeper,
      guestBoardSweeper,
      dataMigrations,
      analytics,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Stops = (() => Promise<void>)[];
type Dir = (name: string) => string;
type PoolIds = Awaited<ReturnType<typeof ensurePool>>;
type CognitoCall = ReturnType<typeof cognitoCaller>;

/** The Cognito front (passkeys, identity pool, token endpoint) before cognito-local's pool, and the pool's ids. */
async function startCognito(options: LocalStackOptions, dir: Dir, outbox: Outbox, stops: Stops) {
  const front = await startCognitoFront({ port: options.ports?.cognito, passkeyStateFile: path.join(dir('cognito'), 'passkeys.json') });
  stops.push(front.close);
  const pool = await startCognitoPool({ directory: dir('cognito'), issuerDomain: front.url, outbox });
  stops.push(pool.close);
  front.attach(pool.url);
  const cognito = cognitoCaller(front.url);
  const ids = await ensurePool(cognito, path.join(options.dataDir, 'pool.json'));
  return { front, cognito, ids };
}

/** S3 (its events feed the board and stock-feed upload queues), the SQS front of the parts index queue, and the e-mail catcher. */
async function startStorage(
  options: LocalStackOptions,
  { dir, bucket, outbox }: { dir: Dir; bucket: string; outbox: Outbox },
  stops: Stops,
) {
  const queue = new UploadQueue({ log: options.log });
  const stockFeedQueue = new UploadQueue({ log: options.log, route: STOCK_FEED_UPLOADS });
  const s3 = await startS3({
    directory: dir('s3'),
    port: options.ports?.s3,
    buckets: [bucket],
    allowedOrigins: ['*'],
    onEvent: (event) => [queue, stockFeedQueue].forEach((consumer) => consumer.push(event)),
  });
  stops.push(s3.close);
  const partsIndexQueue = new PartsIndexQueue({ log: options.log });
  const sqs = await startSqsFront({ queues: { [PARTS_INDEX_QUEUE_NAME]: (m) => partsIndexQueue.push(m) } });
  stops.push(async () => {
    await sqs.close();
    await partsIndexQueue.drained();
  });
  const email = await startLocalEmail({ outbox });
  stops.push(email.close);
  return { queues: { queue, stockFeedQueue, partsIndexQueue }, s3, sqs, email };
}

type ApiSources = {
  front: Awaited<ReturnType<typeof startCognito>>['front'];
  cognito: CognitoCall;
  ids: PoolIds;
  traces: TraceCollector;
  outbox: Outbox;
};

/** The token endpoint, the identity pool, the analytics stand-in and the API gateway, all trusting the pool's tokens. */
async function startApi(options: LocalStackOptions, { front, cognito, ids, traces, outbox }: ApiSources, stops: Stops) {
  const issuer = `${front.url}/${ids.userPoolId}`;
  front.attachTokenEndpoint(oauthTokenEndpoint({ call: cognito, userPoolId: ids.userPoolId, issuer }));
  const verifier: TokenVerifier = await createTokenVerifier({ issuer, clientId: ids.userPoolClientId });
  const identityPoolId = localIdentityPoolId(REGION, ids.userPoolId);
  front.attachIdentityPool(
    identityPoolHandlers({ region: REGION, identityPoolId, issuer, clientId: ids.userPoolClientId, verifier: () => verifier }),
  );
  // The analytics provider's stand-in (docs/local-stack.md#analytics): flags from analytics-flags.json in the data folder.
  const analytics = await startAnalyticsStandIn({ flagsFile: path.join(options.dataDir, 'analytics-flags.json') });
  stops.push(analytics.close);
  const gateway = await startGateway({
    port: options.ports?.api,
    verifier: () => verifier,
    pages: {
      '/_local/outbox': () => outbox.html(),
      '/_local/traces': () => traces.html(),
      '/_local/traces.json': () => JSON.stringify(traces.traces()),
      '/_local/analytics': () => analytics.standIn.html(),
    },
    receivers: localTraceReceivers(traces),
    onInvocation: (invocation) => recordInvocation(traces, invocation),
    log: options.log,
    requestLimitFactor: options.requestLimitFactor,
  });
  stops.push(gateway.close);
  return { issuer, identityPoolId, analytics, gateway };
}

/** The staff login, the demo parts catalogue when the table has none, and the demo shop opened. */
async function seed(options: LocalStackOptions, cognito: CognitoCall, ids: PoolIds): Promise<StaffLogin> {
  const admin = await ensureAdmin(cognito, ids, path.join(options.dataDir, 'admin.json'));
  const started = performance.now();
  const demoParts = await seedDemoCatalogueIfEmpty();
  if (demoParts > 0 && options.log)
    console.log(`Imported the demo parts catalogue: ${demoParts} parts in ${Math.round(performance.now() - started)} ms.`);
  if ((await openDemoShopIfClosed()) && options.log) console.log('Opened the demo shop: every shop-setup item confirmed as it stands.');
  return admin;
}

type ConfigSources = { ids: PoolIds; identityPoolId: string; cognitoUrl: string; analyticsUrl: string };

/** What the SPA reads at start, pointing at the stand-ins. */
function localRuntimeConfig({ ids, identityPoolId, cognitoUrl, analyticsUrl }: ConfigSources): RuntimeConfig {
  // Card payments locally only with a developer's own Stripe test keys (STRIPE_SECRET_KEY for the handlers, this for the browser).
  const stripePublishableKey = process.env.COPPERLINE_STRIPE_PUBLISHABLE_KEY?.trim() || undefined;
  return {
    region: REGION,
    ...ids,
    identityPoolId,
    userPoolEndpoint: cognitoUrl,
    outboxUrl: '/_local/outbox',
    stripePublishableKey,
    analyticsEnabled: false,
    telemetryCollectorUrl: LOCAL_COLLECTOR_PATH,
    analyticsApiHost: analyticsUrl,
    analyticsProjectKey: 'phc_local',
  };
}

type SiteSources = { gatewayUrl: string; s3Endpoint: string; runtimeConfig: RuntimeConfig; sha: string };

/** The web app (Vite's dev server or the built preview) when asked for; without it the site is the gateway. */
async function startSite(
  options: LocalStackOptions,
  { gatewayUrl, s3Endpoint, runtimeConfig, sha }: SiteSources,
  stops: Stops,
): Promise<string> {
  if ((options.web ?? 'none') === 'none') return gatewayUrl;
  const web = await startWeb({
    mode: options.web as 'dev' | 'preview',
    port: options.ports?.site,
    gatewayUrl,
    s3Endpoint,
    runtimeConfig,
    commitSha: sha,
  });
  stops.push(web.close);
  return web.url;
}

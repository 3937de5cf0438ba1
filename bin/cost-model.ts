import { routes, type RouteId } from '#contracts/routes.ts';
import type { Prices } from './cost-prices.ts';

// The monthly cost model of docs/costs.md: what a shop pays at idle and per
// 1,000 orders, from the functions' memory sizes and the alarms as the stacks
// define them (bin/cost-facts.ts reads those off a synthesis) and the
// assumptions below of what one order costs in calls, table units and files.
// `npm run estimate-costs` prints the table. see docs/costs.md

/** Read off the synthesized stacks. */
export type AppFacts = {
  /** Each function's memory in MB, by its handler (its module below lambdas/, e.g. `http/boards/create-board`). */
  memoryMb: Readonly<Record<string, number>>;
  alarms: number;
  /** Queues a Lambda function polls (each poller long-polls even when the queue is empty). */
  polledQueues: number;
  /** The web ACL's rules; null when the web ACL is off. */
  wafRules: number | null;
  /** The stock sweeper's function and how often it runs. */
  scheduled: readonly { handler: string; perMonth: number; ms: number }[];
};

/** One function's share of an order: how often it runs and for how long (warm, average). */
type Invocation = { calls: number; ms: number };

/**
 * One order and the visits that lead to it: a customer signs up, uploads one board (half the orders with a BOM and a
 * placement file), gets quotes, fills the cart, pays by card; staff move the order through production. The counts are
 * this file's assumptions, not measurements: change them to your shop's.
 */
export const ORDER = {
  routes: {
    createUser: { calls: 1, ms: 120 },
    getUser: { calls: 10, ms: 40 },
    listBoards: { calls: 5, ms: 60 },
    createBoard: { calls: 1, ms: 150 },
    getBoard: { calls: 30, ms: 60 },
    setBoardOptions: { calls: 3, ms: 80 },
    getBoardQuote: { calls: 8, ms: 120 },
    uploadBom: { calls: 0.5, ms: 1500 },
    confirmBomMapping: { calls: 0.5, ms: 800 },
    addPlacementFile: { calls: 0.5, ms: 1200 },
    listBoardElements: { calls: 2, ms: 100 },
    setBoardQuantity: { calls: 1, ms: 600 },
    searchParts: { calls: 5, ms: 200 },
    getPricing: { calls: 3, ms: 40 },
    getShoppingCart: { calls: 5, ms: 60 },
    updateShoppingCart: { calls: 3, ms: 120 },
    getShoppingCartSummary: { calls: 5, ms: 80 },
    listAddresses: { calls: 2, ms: 40 },
    createAddress: { calls: 1, ms: 80 },
    createCardPayment: { calls: 1, ms: 600 },
    placeOrder: { calls: 1, ms: 400 },
    stripeWebhook: { calls: 2, ms: 300 },
    getOrder: { calls: 6, ms: 60 },
    listUserOrders: { calls: 4, ms: 60 },
    changeOrderState: { calls: 6, ms: 200 },
    listPosts: { calls: 2, ms: 50 },
    getPost: { calls: 1, ms: 50 },
  } satisfies Partial<Record<RouteId, Invocation>>,
  /** Functions not behind a route: the board's processing (read, check, render). */
  events: { 'events/process-board-upload': { calls: 1, ms: 8000 } } as Record<string, Invocation>,
  /** Pages opened; each is about 3 CloudFront requests once the browser has cached the app's files. */
  pageViews: 40,
  requestsPerPage: 3,
  /** What CloudFront sends: pages, scripts, the board's renders. */
  mbOut: 15,
  /** DynamoDB request units: the board's elements, BOM lines and kept inputs, the cart, the order and its events. */
  writeUnits: 500,
  readUnits: 2000,
  /** What the order leaves in the table and the bucket (the upload, its renders, the assembly files). */
  tableKb: 300,
  bucketMb: 5,
  s3Puts: 10,
  s3Gets: 30,
  /** SES: order placed, paid, shipped, and the sign-up code. */
  emails: 4,
  /** Log lines per invocation (the request line, Lambda's START/END/REPORT), in KB. */
  logKbPerInvocation: 1.2,
  /** Months the logs are kept (lib/constructs/log-retention.ts: one month). */
  logMonths: 1,
  /** Upload queue requests per board: send, receive, delete. */
  sqsRequests: 3,
} as const;

/** A service's monthly cost at idle and per 1,000 orders, in USD. */
export type CostRow = { service: string; idle: number; per1000: number };

const PER = 1000;
/** Lambda's SQS pollers: five per queue, each a 20-second long poll at a time. */
const POLLS_PER_QUEUE_MONTH = 5 * ((30 * 24 * 3600) / 20);

/** The monthly cost of each service at idle and per 1,000 orders (the month's new data stored for that month). */
export function monthlyCosts(facts: AppFacts, prices: Prices): CostRow[] {
  const invocations = orderInvocations(facts);
  const apiCalls = Object.values(ORDER.routes).reduce((sum, r) => sum + r.calls, 0);
  const lambdaCalls = invocations.reduce((sum, i) => sum + i.calls, 0);
  const gbSeconds = invocations.reduce((sum, i) => sum + i.calls * (i.ms / 1000) * (i.memoryMb / 1024), 0);
  const idleGbSeconds = facts.scheduled.reduce((sum, s) => sum + s.perMonth * (s.ms / 1000) * (memoryOf(facts, s.handler) / 1024), 0);
  const idleLambdaCalls = facts.scheduled.reduce((sum, s) => sum + s.perMonth, 0);
  const cloudFrontRequests = ORDER.pageViews * ORDER.requestsPerPage + apiCalls;
  const logGb = (calls: number) => (calls * ORDER.logKbPerInvocation) / 1024 / 1024;
  const logCost = (calls: number) => logGb(calls) * (prices.cloudWatchLogIngestGb + ORDER.logMonths * prices.cloudWatchLogStoreGbMonth);
  return [
    {
      service: 'Lambda',
      idle: idleGbSeconds * prices.lambdaGbSecond + idleLambdaCalls * prices.lambdaRequest,
      per1000: PER * (gbSeconds * prices.lambdaGbSecond + lambdaCalls * prices.lambdaRequest),
    },
    { service: 'API Gateway (HTTP API)', idle: 0, per1000: PER * apiCalls * prices.httpApiRequest },
    {
      service: 'DynamoDB (on demand, PITR)',
      idle: 0,
      per1000:
        PER * (ORDER.writeUnits * prices.dynamoWriteUnit + ORDER.readUnits * prices.dynamoReadUnit) +
        ((PER * ORDER.tableKb) / 1024 / 1024) * (prices.dynamoStorageGbMonth + prices.dynamoPitrGbMonth),
    },
    {
      service: 'S3 (uploads, versioned; site)',
      idle: 0,
      per1000:
        PER * (ORDER.s3Puts * prices.s3Put + ORDER.s3Gets * prices.s3Get) + ((PER * ORDER.bucketMb) / 1024) * prices.s3StorageGbMonth,
    },
    {
      service: 'CloudFront',
      idle: 0,
      per1000: PER * (cloudFrontRequests * prices.cloudFrontRequest + (ORDER.mbOut / 1024) * prices.cloudFrontGbOut),
    },
    {
      service: 'WAF',
      idle: facts.wafRules === null ? 0 : prices.wafAclMonth + facts.wafRules * prices.wafRuleMonth,
      per1000: facts.wafRules === null ? 0 : PER * cloudFrontRequests * prices.wafRequest,
    },
    // Each order's customer is one monthly active user: free up to 10,000 a month (cognitoBeyondFreeTier says what beyond costs).
    { service: 'Cognito (Essentials, up to 10,000 MAU)', idle: 0, per1000: 0 },
    { service: 'SES', idle: 0, per1000: PER * ORDER.emails * prices.sesEmail },
    {
      service: 'CloudWatch (alarms, logs) and X-Ray',
      idle: facts.alarms * prices.cloudWatchAlarmMonth + logCost(idleLambdaCalls),
      // Active tracing records a trace per invocation (HTTP APIs themselves trace nothing).
      per1000: PER * (logCost(lambdaCalls) + lambdaCalls * prices.xrayTrace),
    },
    {
      service: 'SQS (upload and index queues)',
      idle: facts.polledQueues * POLLS_PER_QUEUE_MONTH * prices.sqsRequest,
      per1000: PER * ORDER.sqsRequests * prices.sqsRequest,
    },
  ];
}

/** What 1,000 monthly active users beyond Cognito's free 10,000 add. */
export function cognitoBeyondFreeTier(prices: Prices): number {
  return PER * prices.cognitoEssentialsMau;
}

/** Every function an order runs, with its memory from the stacks. */
function orderInvocations(facts: AppFacts): (Invocation & { memoryMb: number })[] {
  const fromRoutes = Object.entries(ORDER.routes).map(([routeId, use]) => ({
    ...use,
    memoryMb: memoryOf(facts, routes[routeId as RouteId].handler),
  }));
  const fromEvents = Object.entries(ORDER.events).map(([handler, use]) => ({ ...use, memoryMb: memoryOf(facts, handler) }));
  return [...fromRoutes, ...fromEvents];
}

function memoryOf(facts: AppFacts, handler: string): number {
  const memory = facts.memoryMb[handler];
  if (memory === undefined) throw new Error(`No function runs ${handler}: the cost model names a handler the stacks do not have.`);
  return memory;
}

/** The rows as a Markdown table, with the totals. */
export function costTable(rows: readonly CostRow[]): string {
  const usd = (value: number) => `$${value < 10 ? value.toFixed(2) : value.toFixed(0)}`;
  const total = rows.reduce((sum, r) => ({ idle: sum.idle + r.idle, per1000: sum.per1000 + r.per1000 }), { idle: 0, per1000: 0 });
  return [
    '| service | a month at idle | per 1,000 orders |',
    '|---|---:|---:|',
    ...rows.map((r) => `| ${r.service} | ${usd(r.idle)} | ${usd(r.per1000)} |`),
    `| **total** | **${usd(total.idle)}** | **${usd(total.per1000)}** |`,
  ].join('\n');
}

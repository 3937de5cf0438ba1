import { CLIENT_RATE_LIMIT, type RouteThrottle } from '../contracts/request-limits.ts';
import { ClientRateLimit } from './client-rate-limit.ts';
import { TokenBucket, type LimitAnswer } from './token-bucket.ts';

/**
 * The API's request limits as AWS applies them, from the one definition in
 * contracts/request-limits.ts: the web ACL's per-client rule first (CloudFront
 * is in front), then the route's throttle, one bucket per route shared by all
 * callers (API Gateway). `factor` multiplies every limit: 1 is AWS's; the test
 * suites, which send everything from 127.0.0.1 at machine speed, raise them
 * (docs/local-stack.md#request-limits).
 */
export class RequestLimits {
  private readonly routes = new Map<string, TokenBucket>();
  private readonly clients: ClientRateLimit;

  constructor(
    private readonly factor = 1,
    private readonly now: () => number = Date.now,
  ) {
    if (!(factor >= 1)) throw new Error(`A request-limit factor raises limits: ${factor} is below 1`);
    this.clients = new ClientRateLimit(CLIENT_RATE_LIMIT.requests * factor, CLIENT_RATE_LIMIT.windowSeconds, now);
  }

  /** Whether this request may go on: `routeId` names the route's bucket (`$default` for unmatched requests). */
  check(request: { client: string; path: string; routeId: string; throttle: RouteThrottle }): LimitAnswer {
    if (request.path.startsWith(CLIENT_RATE_LIMIT.pathPrefix)) {
      const client = this.clients.take(request.client);
      if (!client.allowed) return client;
    }
    let bucket = this.routes.get(request.routeId);
    if (!bucket) {
      const { ratePerSecond, burst } = request.throttle;
      bucket = new TokenBucket({ ratePerSecond: ratePerSecond * this.factor, burst: burst * this.factor }, this.now);
      this.routes.set(request.routeId, bucket);
    }
    return bucket.take();
  }
}

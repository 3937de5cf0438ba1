import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { RATE_LIMITED_BODY, RATE_LIMITED_STATUS } from '#contracts/rate-limited-answer.ts';
import { CLIENT_RATE_LIMIT } from '#contracts/request-limits.ts';

const BODY_KEY = 'rate-limited';
export const CLIENT_RATE_RULE = 'ApiRequestsPerClient';

const metrics = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });

/**
 * The site's web ACL (scope CLOUDFRONT, so it must live in us-east-1): one
 * rate-based rule that blocks a client address sending more API requests
 * than CLIENT_RATE_LIMIT allows, answering 429 with the store's error body and
 * Retry-After, as the local gateway does (docs/security.md#one-client-starving-everyone).
 * Everything else is allowed.
 */
export function clientRateLimitAcl(scope: Construct, id: string): CfnWebACL {
  return new CfnWebACL(scope, id, {
    scope: 'CLOUDFRONT',
    description: 'Copperline site: API requests per client address',
    defaultAction: { allow: {} },
    visibilityConfig: metrics('CopperlineSite'),
    customResponseBodies: { [BODY_KEY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(RATE_LIMITED_BODY) } },
    rules: [
      {
        name: CLIENT_RATE_RULE,
        priority: 0,
        statement: {
          rateBasedStatement: {
            limit: CLIENT_RATE_LIMIT.requests,
            evaluationWindowSec: CLIENT_RATE_LIMIT.windowSeconds,
            // The address CloudFront received the request from: a client cannot choose it as it can a forwarded header.
            aggregateKeyType: 'IP',
            scopeDownStatement: {
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                searchString: CLIENT_RATE_LIMIT.pathPrefix,
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            },
          },
        },
        action: {
          block: {
            customResponse: {
              responseCode: RATE_LIMITED_STATUS,
              customResponseBodyKey: BODY_KEY,
              responseHeaders: [{ name: 'retry-after', value: String(CLIENT_RATE_LIMIT.retryAfterSeconds) }],
            },
          },
        },
        visibilityConfig: metrics(CLIENT_RATE_RULE),
      },
    ],
  });
}

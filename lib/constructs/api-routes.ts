import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  ApiMapping,
  DomainName,
  EndpointType,
  HttpApi,
  HttpStage,
  LogGroupLogDestination,
  SecurityPolicy,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { HttpJwtAuthorizer, HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { DEFAULT_ROUTE_THROTTLE } from '#contracts/request-limits.ts';
import { assertUnambiguousRoutes } from '#contracts/route-matching.ts';
import { fallbackHandler, routeAreas, routeKey, routes, scopedRouteAuthorizerHandler } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import { ApiRouteArea } from './api-route-area.ts';
import { routeFunction } from './route-function.ts';
import { LOG_RETENTION } from './log-retention.ts';
import type { GrantTargets } from './route-grants.ts';
import { grantStaffStandingReads } from './staff-standing-grants.ts';

export { DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT_SECONDS } from './route-function.ts';

export type ApiRoutesProps = GrantTargets & {
  webClient: IUserPoolClient;
  /** Environment shared by every handler. */
  environment: Record<string, string>;
  /**
   * The site's domain as the API's own (regional) custom domain, with a certificate for it in this stack's region:
   * CloudFront then reaches the API through it and the execute-api endpoint is turned off
   * (docs/security.md#bypassing-cloudfront-through-the-execute-api-url). Without it that endpoint is CloudFront's way in.
   */
  customDomain?: { domainName: string; certificate: ICertificate };
};

// The HTTP API, built from the route table: one Lambda and one route per
// entry, the JWT authorizer on every non-public route, and grants taken only
// from the route's declared access. Group checks (Admin, Engineer…) happen in
// the handlers: a JWT authorizer can only check signature, issuer, audience
// and scopes.
//
// The API, its stage, the authorizer, the fallback ($default) handler and the
// handlers' shared log group live here, in the App stack; each area of the
// route table (`routeAreas`) is a nested stack (ApiRouteArea) holding its
// routes' functions, grants, integrations and routes, so no stack nears
// CloudFormation's 500-resource limit as routes are added. A new area in
// `routeAreas` gets its nested stack with no change here. The handlers share
// one log group (each log stream is named after its function): a group per
// route would cost a resource per route.
export class ApiRoutes extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** The Lambda behind each route id, plus `fallback`. */
  readonly functions: Record<string, NodejsFunction> = {};
  /** Where every API handler logs. */
  readonly handlerLogs: LogGroup;
  /** The Lambda authorizer of the routes with `scopes` or `guests`. */
  readonly scopedAuthorizerFunction: NodejsFunction;
  /** The key guest tokens are signed with. */
  readonly guestTokenSecret: Secret;
  /** The nested stack of each route area, by its name in `routeAreas`. */
  readonly areas: Record<string, ApiRouteArea> = {};
  /** The API's custom domain (the site's name), when it has one: then the only way in. */
  readonly domain?: DomainName;

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    // A pair API Gateway could choose between either way would route differently here and locally (docs/local-stack.md#route-choice).
    assertUnambiguousRoutes(routes);
    const poolStack = Stack.of(props.userPool);
    const issuer = `https://cognito-idp.${poolStack.region}.${poolStack.urlSuffix}/${props.userPool.userPoolId}`;
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', issuer, { jwtAudience: [props.webClient.userPoolClientId] });

    this.handlerLogs = new LogGroup(this, 'HandlerLogs', { retention: LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
    // The key guest tokens are signed with (docs/access.md#guest-sessions): generated once, read by the
    // authorizer and the routes whose `access` says `guestTokens`.
    this.guestTokenSecret = new Secret(this, 'GuestTokenKey', {
      description: 'Signs guest session tokens (docs/access.md#guest-sessions)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    const environment = { ...props.environment, GUEST_TOKEN_SECRET_ARN: this.guestTokenSecret.secretArn };
    const functionProps = { environment, handlerLogs: this.handlerLogs, partsIndexQueue: props.partsIndexQueue };

    // Routes machines may call (a route's `scopes`) take a person's token or
    // an API credential's, which a JWT authorizer cannot tell apart by
    // audience (every credential is its own client): a Lambda decides
    // (docs/api-credentials.md#the-gateway). No result cache: the answer
    // depends on the route, and a revoked credential stops at once.
    this.scopedAuthorizerFunction = routeFunction(this, 'ScopedRouteAuthorizer', scopedRouteAuthorizerHandler, {
      ...functionProps,
      environment: { ...environment, TOKEN_ISSUER: issuer, WEB_CLIENT_ID: props.webClient.userPoolClientId },
    });
    props.table.grantReadData(this.scopedAuthorizerFunction);
    this.guestTokenSecret.grantRead(this.scopedAuthorizerFunction);
    grantStaffStandingReads(this.scopedAuthorizerFunction, props.userPool);
    const scopedAuthorizer = new HttpLambdaAuthorizer('ScopedRoutes', this.scopedAuthorizerFunction, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Authorization'],
      resultsCacheTtl: Duration.seconds(0),
    });
    const fallback = routeFunction(this, 'Fallback', fallbackHandler, functionProps);
    // Not 'HttpApi': when the routes moved from this stack into the areas'
    // nested stacks, a deployed stack's routes would have been deleted only
    // after their nested-stack copies were created, and API Gateway refuses
    // two routes with one key. A new API takes the new routes; CloudFront
    // switches to it in the same deployment, then the old API is deleted.
    this.api = new HttpApi(this, 'Gateway', {
      description: 'Copperline store API (served to browsers under /api through CloudFront)',
      // Unmatched requests reach a handler that answers with the store's JSON 404.
      defaultIntegration: new HttpLambdaIntegration('FallbackIntegration', fallback),
      createDefaultStage: false,
      // Only through CloudFront (and its web ACL), when the API has the site's domain to be reached by.
      disableExecuteApiEndpoint: props.customDomain !== undefined,
    });
    this.domain =
      props.customDomain &&
      new DomainName(this, 'Domain', {
        domainName: props.customDomain.domainName,
        certificate: props.customDomain.certificate,
        endpointType: EndpointType.REGIONAL,
        securityPolicy: SecurityPolicy.TLS_1_2,
      });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      // Routes created later in the nested stacks are deployed to the stage by API Gateway itself.
      autoDeploy: true,
      // Applies to each route on its own; tighter ones per route below (docs/security.md#one-client-starving-everyone).
      throttle: { rateLimit: DEFAULT_ROUTE_THROTTLE.ratePerSecond, burstLimit: DEFAULT_ROUTE_THROTTLE.burst },
      // Route-level metrics for the dashboard and latency alarms (docs/operations-alarms.md#route-level-metrics).
      detailedMetricsEnabled: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });
    // The whole API at the domain's root: CloudFront sends /api/… as it is.
    if (this.domain) new ApiMapping(this, 'DomainMapping', { api: this.api, domainName: this.domain, stage: this.stage });

    for (const [area, areaRoutes] of Object.entries(routeAreas) as [string, Record<string, RouteDef>][]) {
      const nested = new ApiRouteArea(this, `${area.charAt(0).toUpperCase()}${area.slice(1)}Routes`, {
        table: props.table,
        uploadsBucket: props.uploadsBucket,
        userPool: props.userPool,
        stripeSecretKey: props.stripeSecretKey,
        stripeWebhookSecret: props.stripeWebhookSecret,
        guestTokenSecret: this.guestTokenSecret,
        ...functionProps,
        area,
        routes: areaRoutes,
        api: this.api,
        authorizer,
        scopedAuthorizer,
      });
      this.areas[area] = nested;
      for (const [routeId, fn] of Object.entries(nested.functions)) {
        if (this.functions[routeId]) throw new Error(`Route ${routeId} is in two route areas`);
        this.functions[routeId] = fn;
      }
    }
    const missing = Object.keys(routes).filter((routeId) => !this.functions[routeId]);
    if (missing.length > 0) throw new Error(`Routes in no route area (contracts/routes.ts routeAreas): ${missing.join(', ')}`);
    this.functions['fallback'] = fallback;
    this.throttleRoutes();
  }

  /**
   * The routes' own throttles, from the route table (contracts/request-limits.ts), as the stage's route settings: the
   * L2 stage has no per-route settings, so they go on the CloudFormation resource. API Gateway refuses settings for a
   * route that does not exist yet, so the stage waits for the areas' nested stacks, which create the routes.
   */
  private throttleRoutes(): void {
    const settings: Record<string, Record<string, number | boolean>> = {};
    for (const route of Object.values(routes) as RouteDef[]) {
      if (!route.throttle) continue;
      settings[routeKey(route)] = {
        ThrottlingRateLimit: route.throttle.ratePerSecond,
        ThrottlingBurstLimit: route.throttle.burst,
        // Said again per route: the dashboard and latency alarms need its metrics, whatever a route setting inherits.
        DetailedMetricsEnabled: true,
      };
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = settings;
    for (const area of Object.values(this.areas)) this.stage.node.addDependency(area);
  }
}

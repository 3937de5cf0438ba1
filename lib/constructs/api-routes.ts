import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpNoneAuthorizer, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { fallbackHandler, fullPath, routes } from '../../contracts/routes.ts';
import type { RouteDef } from '../../contracts/route-types.ts';
import { grantRouteAccess } from './route-grants.ts';
import type { GrantTargets } from './route-grants.ts';
import { StoreFunction } from './store-function.ts';

/** A route's Lambda memory unless its route table entry says otherwise (`lambda.memoryMb`). */
export const DEFAULT_MEMORY_MB = 512;

export type ApiRoutesProps = GrantTargets & {
  webClient: IUserPoolClient;
  /** Environment shared by every handler. */
  environment: Record<string, string>;
};

// The HTTP API, built by looping over the route table: one Lambda and one
// route per entry, the JWT authorizer on every non-public route, and grants
// taken only from the route's declared access. Group checks (Admin, Engineer…)
// happen in the handlers: a JWT authorizer can only check signature, issuer,
// audience and scopes. The handlers share one log group (each log stream is
// named after its function): a group per route would cost one of the stack's
// 500 CloudFormation resources per route.
export class ApiRoutes extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** The Lambda behind each route id, plus `fallback`. */
  readonly functions: Record<string, NodejsFunction> = {};
  /** Where every API handler logs. */
  readonly handlerLogs: LogGroup;

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    const poolStack = Stack.of(props.userPool);
    const authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${poolStack.region}.${poolStack.urlSuffix}/${props.userPool.userPoolId}`,
      { jwtAudience: [props.webClient.userPoolClientId] },
    );

    this.handlerLogs = new LogGroup(this, 'HandlerLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    const fallback = this.addFunction('Fallback', fallbackHandler, props);
    this.api = new HttpApi(this, 'HttpApi', {
      description: 'Copperline store API (served to browsers under /api through CloudFront)',
      // Unmatched requests reach a handler that answers with the store's JSON 404.
      defaultIntegration: new HttpLambdaIntegration('FallbackIntegration', fallback),
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    for (const [routeId, route] of Object.entries(routes) as [string, RouteDef][]) {
      const constructId = routeId.charAt(0).toUpperCase() + routeId.slice(1);
      const fn = this.addFunction(constructId, route.handler, props, route);
      this.functions[routeId] = fn;
      grantRouteAccess(fn, route.access, props);
      new HttpRoute(this, `${constructId}Route`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(fullPath(route), HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${constructId}Integration`, fn),
        authorizer: route.auth === 'public' ? new HttpNoneAuthorizer() : authorizer,
      });
    }
    this.functions['fallback'] = fallback;
  }

  private addFunction(id: string, handler: string, props: ApiRoutesProps, route?: RouteDef): NodejsFunction {
    // Only routes that may queue a rebuild learn where the queue is.
    const queue: Record<string, string> = route?.access?.partsIndexQueue ? { PARTS_INDEX_QUEUE_URL: props.partsIndexQueue.queueUrl } : {};
    return new StoreFunction(this, id, {
      handler,
      environment: { ...props.environment, ...queue },
      memorySize: route?.lambda?.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(route?.lambda?.timeoutSeconds ?? 10),
      logGroup: this.handlerLogs,
    }).fn;
  }
}

import { NestedStack } from 'aws-cdk-lib';
import { HttpMethod, HttpNoneAuthorizer, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IHttpApi, IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { fullPath } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import { routeFunction } from './route-function.ts';
import type { RouteFunctionProps } from './route-function.ts';
import { grantRouteAccess } from './route-grants.ts';
import { grantStaffStandingReads } from './staff-standing-grants.ts';
import type { GrantTargets } from './route-grants.ts';

export type ApiRouteAreaProps = GrantTargets &
  RouteFunctionProps & {
    /** The area's name in `routeAreas` (contracts/routes.ts). */
    area: string;
    /** The area's routes by route id. */
    routes: Readonly<Record<string, RouteDef>>;
    /** The API (in the parent stack) the routes are added to. */
    api: IHttpApi;
    /** The JWT authorizer (in the parent stack) of every non-public route without `scopes` or `guests`. */
    authorizer: IHttpRouteAuthorizer;
    /** The Lambda authorizer (in the parent stack) of routes with `scopes` or `guests`: people's, API credentials' and guests' tokens. */
    scopedAuthorizer: IHttpRouteAuthorizer;
  };

// One area of the route table (contracts/routes/<area>.ts) in a nested stack
// of its own: per route a Lambda, its role and least-privilege policy, the
// integration, the invoke permission and the route. Each route costs about six
// CloudFormation resources, so one stack for all of them would reach the
// 500-resource limit; an area stays far below it.
//
// Everything here points at the parent (the API, the authorizer, the shared
// log group, the rebuild queue: CDK passes them in as nested-stack
// parameters) and nothing in the parent points here, so there is no cycle.
// A route keeps its area: moving one to another area's file creates it in the
// other nested stack before it is deleted from this one, and API Gateway
// refuses a second route with the same key (deploy once without the route,
// then once with it in its new area).
export class ApiRouteArea extends NestedStack {
  readonly area: string;
  /** The Lambda behind each of the area's route ids. */
  readonly functions: Record<string, NodejsFunction> = {};

  constructor(scope: Construct, id: string, props: ApiRouteAreaProps) {
    super(scope, id, { description: `Copperline API: the ${props.area} routes (contracts/routes.ts routeAreas.${props.area})` });
    this.area = props.area;

    for (const [routeId, route] of Object.entries(props.routes)) {
      const constructId = routeId.charAt(0).toUpperCase() + routeId.slice(1);
      const fn = routeFunction(this, constructId, route.handler, props, route);
      this.functions[routeId] = fn;
      grantRouteAccess(fn, route.access, props);
      if (route.auth !== 'public') grantStaffStandingReads(fn, props.userPool);
      new HttpRoute(this, `${constructId}Route`, {
        httpApi: props.api,
        routeKey: HttpRouteKey.with(fullPath(route), HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${constructId}Integration`, fn),
        authorizer:
          route.auth === 'public' ? new HttpNoneAuthorizer() : route.scopes || route.guests ? props.scopedAuthorizer : props.authorizer,
      });
    }
  }
}

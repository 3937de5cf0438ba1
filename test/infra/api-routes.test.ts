import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../contracts/routes.ts';
import type { RouteDef } from '../../contracts/route-types.ts';
import type { AppStack } from '../../lib/app-stack.ts';
import { DEFAULT_MEMORY_MB } from '../../lib/constructs/api-routes.ts';
import { synthCopperline } from './synth-copperline.ts';

const routeEntries = Object.entries(routes) as [string, RouteDef][];

let app: Template;
let appStack: AppStack;

beforeAll(() => {
  const synth = synthCopperline();
  app = synth.app;
  appStack = synth.stacks.app;
});

function logicalId(fn: NodejsFunction): string {
  return Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
}

function functionFor(routeId: string): NodejsFunction {
  const fn = appStack.apiRoutes.functions[routeId];
  if (!fn) throw new Error(`No Lambda for route ${routeId}`);
  return fn;
}

type CfnRoute = { RouteKey: string; AuthorizationType?: string; AuthorizerId?: unknown; Target: unknown };

function apiRoutes(): CfnRoute[] {
  return Object.values(app.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties as CfnRoute);
}

/** The Lambda logical id a route's integration invokes. */
function integratedFunction(route: CfnRoute): string {
  const target = JSON.stringify(route.Target);
  const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1];
  const integration = app.toJSON().Resources[integrationId ?? ''] as { Properties: { IntegrationUri: unknown } };
  const uri = JSON.stringify(integration.Properties.IntegrationUri);
  return /"Fn::GetAtt":\["([^"]+)","Arn"\]/.exec(uri)?.[1] ?? '';
}

/** Every IAM action granted to a Lambda's role, with the resources it applies to. */
function grantedActions(fn: NodejsFunction): string[] {
  const roleId = Stack.of(fn).getLogicalId(fn.role!.node.defaultChild as never);
  const policies = app.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } });
  return Object.values(policies).flatMap((p) =>
    (p.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((s) => [s.Action].flat()),
  );
}

describe('the route table contract', () => {
  it('has no method + path twice', () => {
    const keys = routeEntries.map(([, route]) => routeKey(route));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('synthesizes exactly one API route per table entry plus $default', () => {
    const keys = apiRoutes().map((r) => r.RouteKey).sort();
    expect(keys).toEqual([...routeEntries.map(([, route]) => routeKey(route)), '$default'].sort());
  });

  it.each(routeEntries)('%s: behind the JWT authorizer exactly when it is not public', (routeId, route) => {
    const synthesized = apiRoutes().find((r) => r.RouteKey === routeKey(route));
    expect(synthesized).toBeDefined();
    const [authorizerId] = Object.keys(app.findResources('AWS::ApiGatewayV2::Authorizer'));
    if (route.auth === 'public') {
      expect(synthesized?.AuthorizationType).toBe('NONE');
      expect(synthesized?.AuthorizerId).toBeUndefined();
    } else {
      expect(synthesized?.AuthorizationType).toBe('JWT');
      expect(synthesized?.AuthorizerId).toEqual({ Ref: authorizerId });
    }
    expect(integratedFunction(synthesized!)).toBe(logicalId(functionFor(routeId)));
  });

  it('sends unmatched requests to the public fallback handler', () => {
    const fallback = apiRoutes().find((r) => r.RouteKey === '$default');
    expect(fallback?.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(integratedFunction(fallback!)).toBe(logicalId(functionFor('fallback')));
  });
});

describe('the HTTP API', () => {
  it('verifies Cognito JWTs for the web client', () => {
    app.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    app.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^https://cognito-idp\\.eu-west-1\\.')])] },
        Audience: [Match.objectLike({ 'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('UserPoolWebClient') }) })],
      },
    });
  });

  it('throttles the default stage and logs access', () => {
    app.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });
});

describe('the Lambdas', () => {
  it('are one per route, the fallback, the upload processor and its dead-letter consumer, and the parts index rebuilder (plus CDK custom resources)', () => {
    const ours = app.findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: { COMMIT_SHA: 'test-commit' } } },
    });
    expect(Object.keys(ours)).toHaveLength(routeEntries.length + 4);
  });

  it.each([...routeEntries.map(([id]) => id), 'fallback'])('%s: Node 22 on arm64, 512 MB and 10 s unless the route asks for more, the shared environment', (routeId) => {
    const fn = app.toJSON().Resources[logicalId(functionFor(routeId))];
    const sizing = (routes as Record<string, RouteDef>)[routeId]?.lambda;
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: sizing?.memoryMb ?? DEFAULT_MEMORY_MB,
      Timeout: sizing?.timeoutSeconds ?? 10,
      Environment: {
        Variables: {
          TABLE_NAME: expect.anything(),
          UPLOADS_BUCKET: expect.anything(),
          USER_POOL_ID: expect.anything(),
          COMMIT_SHA: 'test-commit',
          NODE_OPTIONS: '--enable-source-maps',
        },
      },
      LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
    });
  });

  it('give the routes that hold the parts index 1 GB (search, and BOM matching) and every other route 512 MB', () => {
    const memory = (routeId: string) => app.toJSON().Resources[logicalId(functionFor(routeId))].Properties.MemorySize as number;
    expect(memory('searchParts')).toBe(1024);
    const matching = routeEntries.filter(([, route]) => route.handler.startsWith('http/assembly/') && route.lambda).map(([id]) => id);
    expect(matching.length).toBeGreaterThan(0);
    for (const id of matching) expect(memory(id), id).toBe(1024);
    const others = routeEntries.filter(([id]) => id !== 'searchParts' && !matching.includes(id)).map(([id]) => memory(id));
    expect(new Set([...others, memory('fallback')])).toEqual(new Set([512]));
  });

  it('tell only the routes that queue index rebuilds where the queue is', () => {
    for (const [routeId, route] of routeEntries) {
      const variables = app.toJSON().Resources[logicalId(functionFor(routeId))].Properties.Environment.Variables as Record<string, unknown>;
      if (route.access?.partsIndexQueue) expect(variables.PARTS_INDEX_QUEUE_URL, routeId).toEqual({ Ref: expect.stringMatching(/^PartsIndexRebuilderQueue/) });
      else expect(variables.PARTS_INDEX_QUEUE_URL, routeId).toBeUndefined();
    }
  });

  it('log to one shared group kept for a month (a group per route would spend the stack’s 500-resource limit)', () => {
    const groups = app.findResources('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 30 } });
    const shared = Object.keys(groups).filter((id) => id.startsWith('ApiHandlerLogs'));
    expect(shared).toHaveLength(1);
    for (const routeId of [...routeEntries.map(([id]) => id), 'fallback']) {
      expect(app.toJSON().Resources[logicalId(functionFor(routeId))].Properties.LoggingConfig.LogGroup, routeId).toEqual({ Ref: shared[0] });
    }
    const count = Object.keys(app.toJSON().Resources).length;
    // CloudFormation's limit is 500; keep room for five more routes (six resources each).
    expect(count).toBeLessThan(500 - 5 * 6);
  });

  it('process one board upload per invocation and report failures per message', () => {
    app.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: Match.objectLike({ 'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('UploadProcessingQueue') }) }),
    });
  });
});

describe('least privilege from route.access', () => {
  const tableWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

  it.each(routeEntries)('%s: gets exactly what its access declares', (routeId, route) => {
    const actions = grantedActions(functionFor(routeId));
    const access = route.access ?? {};

    if (!access.table) expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
    if (access.table) expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    if (access.table === 'read') for (const write of tableWrites) expect(actions).not.toContain(write);
    if (access.table === 'readwrite') expect(actions).toEqual(expect.arrayContaining(tableWrites));

    const s3 = actions.filter((a) => a.startsWith('s3:'));
    if (!access.uploads) expect(s3).toEqual([]);
    if (access.uploads?.includes('read')) expect(s3).toContain('s3:GetObject*');
    if (access.uploads === 'read') expect(s3).not.toContain('s3:PutObject');
    if (access.uploads?.includes('write') || access.uploads === 'readwrite') expect(s3).toContain('s3:PutObject');
    expect(s3.filter((a) => a.startsWith('s3:DeleteObject'))).toEqual([]);

    const cognito = actions.filter((a) => a.startsWith('cognito-idp:')).sort();
    expect(cognito).toEqual((access.userPool ?? []).map((a) => `cognito-idp:${a}`).sort());

    const sqs = actions.filter((a) => a.startsWith('sqs:'));
    if (access.partsIndexQueue === 'send') expect(sqs).toContain('sqs:SendMessage');
    else expect(sqs).toEqual([]);
  });

  it('gives the fallback handler no data access', () => {
    expect(grantedActions(functionFor('fallback'))).toEqual([]);
  });
});

describe('checkout settings reach only the Lambdas that need them', () => {
  it('passes the e-mail sender and the Stripe secret key parameter (never the key) as environment, and grants that parameter to card routes only', () => {
    const synth = synthCopperline({ emailSender: { fromEmail: 'orders@shop.example.com' }, stripeSecretKeyParameterName: '/copperline/test/stripe-secret-key', stripePublishableKey: 'pk_test_123' });
    const fnId = (routeId: string) => Stack.of(synth.stacks.app).getLogicalId(synth.stacks.app.apiRoutes.functions[routeId]!.node.defaultChild as CfnFunction);
    const env = (routeId: string) => (synth.app.findResources('AWS::Lambda::Function')[fnId(routeId)]!.Properties.Environment.Variables as Record<string, unknown>);
    expect(env('placeOrder')).toMatchObject({ EMAIL_FROM: 'orders@shop.example.com', STRIPE_SECRET_KEY_PARAMETER: '/copperline/test/stripe-secret-key' });
    expect(JSON.stringify(env('placeOrder'))).not.toContain('sk_');
    const policiesOf = (routeId: string) =>
      JSON.stringify(Object.values(synth.app.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties.Roles).includes(fnId(routeId).replace(/Function[0-9A-F]{8}$/, ''))));
    expect(policiesOf('placeOrder')).toContain('ssm:GetParameter');
    expect(policiesOf('placeOrder')).toContain('ses:SendEmail');
    expect(policiesOf('getOrder')).not.toContain('ssm:GetParameter');
    expect(policiesOf('getOrder')).not.toContain('ses:SendEmail');
  });

  it('passes the Stripe webhook signing secret parameter (never the secret) and lets only the webhook route read it; the route has no authorizer', () => {
    const synth = synthCopperline({ stripeSecretKeyParameterName: '/copperline/test/stripe-secret-key', stripeWebhookSecretParameterName: '/copperline/test/stripe-webhook-secret' });
    const fnId = (routeId: string) => Stack.of(synth.stacks.app).getLogicalId(synth.stacks.app.apiRoutes.functions[routeId]!.node.defaultChild as CfnFunction);
    const env = (routeId: string) => (synth.app.findResources('AWS::Lambda::Function')[fnId(routeId)]!.Properties.Environment.Variables as Record<string, unknown>);
    expect(env('stripeWebhook')).toMatchObject({ STRIPE_WEBHOOK_SECRET_PARAMETER: '/copperline/test/stripe-webhook-secret' });
    expect(JSON.stringify(env('stripeWebhook'))).not.toContain('whsec_');
    const policiesOf = (routeId: string) =>
      JSON.stringify(Object.values(synth.app.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties.Roles).includes(fnId(routeId).replace(/Function[0-9A-F]{8}$/, ''))));
    expect(policiesOf('stripeWebhook')).toContain('stripe-webhook-secret');
    expect(policiesOf('stripeWebhook')).not.toContain('stripe-secret-key');
    expect(policiesOf('placeOrder')).not.toContain('stripe-webhook-secret');
    const route = Object.values(synth.app.findResources('AWS::ApiGatewayV2::Route')).find((r) => r.Properties.RouteKey === 'POST /api/stripe/webhook');
    expect(route?.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
  });
});

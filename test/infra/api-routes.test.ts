import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeAreas, routeKey, routes } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import type { AppStack } from '../../lib/app-stack.ts';
import { DEFAULT_MEMORY_MB } from '../../lib/constructs/api-routes.ts';
import { StoreFunction } from '../../lib/constructs/store-function.ts';
import { STAFF_STANDING_ACTIONS } from '../../lib/constructs/staff-standing-grants.ts';
import { appStacks, jsonOf, logicalIdOf, resolveInParent, templateOf } from './stack-templates.ts';
import { synthCopperline } from './synth-copperline.ts';

const routeEntries = Object.entries(routes) as [string, RouteDef][];
const areaEntries = Object.entries(routeAreas) as [string, Record<string, RouteDef>][];

/** The App stack's own template (the parent of the route areas' nested stacks). */
let app: Template;
let appStack: AppStack;

beforeAll(() => {
  const synth = synthCopperline();
  app = synth.app;
  appStack = synth.stacks.app;
});

/** Where a resource is: its stack's path and its logical id there. */
function address(stack: Stack, logicalId: string): string {
  return `${stack.node.path}#${logicalId}`;
}

function functionFor(routeId: string): NodejsFunction {
  const fn = appStack.apiRoutes.functions[routeId];
  if (!fn) throw new Error(`No Lambda for route ${routeId}`);
  return fn;
}

/** A route's Lambda as synthesized, from whichever template holds it. */
function functionResource(routeId: string) {
  const fn = functionFor(routeId);
  const resource = jsonOf(Stack.of(fn)).Resources[logicalIdOf(fn)];
  if (!resource) throw new Error(`No AWS::Lambda::Function for ${routeId}`);
  return resource;
}

type CfnRoute = { RouteKey: string; ApiId: unknown; AuthorizationType?: string; AuthorizerId?: unknown; Target: unknown };

/** Every API Gateway route of the App stack and its nested stacks, with the stack that holds it. */
function apiRoutes(): { stack: Stack; props: CfnRoute }[] {
  return appStacks(appStack).flatMap((stack) =>
    Object.values(templateOf(stack).findResources('AWS::ApiGatewayV2::Route')).map((r) => ({ stack, props: r.Properties as CfnRoute })),
  );
}

function routeFor(route: RouteDef) {
  const found = apiRoutes().filter((r) => r.props.RouteKey === routeKey(route));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The App stack's one authorizer of this type (JWT, or REQUEST for the Lambda one). */
function authorizerOfType(type: 'JWT' | 'REQUEST'): string {
  const ids = Object.keys(app.findResources('AWS::ApiGatewayV2::Authorizer', { Properties: { AuthorizerType: type } }));
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

function onlyId(template: Template, type: string): string {
  const ids = Object.keys(template.findResources(type));
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

/** The Lambda a route's integration invokes (integration and Lambda in the route's own template). */
function integratedFunction({ stack, props }: { stack: Stack; props: CfnRoute }): string {
  const target = JSON.stringify(props.Target);
  const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1];
  const integration = jsonOf(stack).Resources[integrationId ?? ''];
  expect(integration?.Type).toBe('AWS::ApiGatewayV2::Integration');
  expect(resolveInParent(stack, integration!.Properties.ApiId)).toEqual({ Ref: onlyId(app, 'AWS::ApiGatewayV2::Api') });
  const uri = JSON.stringify(integration!.Properties.IntegrationUri);
  return address(stack, /"Fn::GetAtt":\["([^"]+)","Arn"\]/.exec(uri)?.[1] ?? '');
}

function addressOf(fn: NodejsFunction): string {
  return address(Stack.of(fn), logicalIdOf(fn));
}

/** Every IAM action granted to a Lambda's role, with the resources it applies to. */
function grantedActions(fn: NodejsFunction): string[] {
  const roleId = logicalIdOf(fn.role!);
  const policies = templateOf(Stack.of(fn)).findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } });
  return Object.values(policies).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((s) => [s.Action].flat()),
  );
}

describe('the route table contract', () => {
  it('has no method + path twice', () => {
    const keys = routeEntries.map(([, route]) => routeKey(route));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('synthesizes exactly one API route per table entry plus $default, across the App stack and its nested stacks', () => {
    const keys = apiRoutes()
      .map((r) => r.props.RouteKey)
      .sort();
    expect(keys).toEqual([...routeEntries.map(([, route]) => routeKey(route)), '$default'].sort());
  });

  it.each(routeEntries)(
    '%s: one route with its key, on the one API, behind the JWT authorizer when not public, the Lambda authorizer when machines or guests may call it',
    (routeId, route) => {
      const synthesized = routeFor(route);
      const authorizerId = authorizerOfType('JWT');
      expect(resolveInParent(synthesized.stack, synthesized.props.ApiId)).toEqual({ Ref: onlyId(app, 'AWS::ApiGatewayV2::Api') });
      if (route.auth === 'public') {
        expect(synthesized.props.AuthorizationType).toBe('NONE');
        expect(synthesized.props.AuthorizerId).toBeUndefined();
      } else if (route.scopes || route.guests) {
        expect(synthesized.props.AuthorizationType).toBe('CUSTOM');
        expect(resolveInParent(synthesized.stack, synthesized.props.AuthorizerId)).toEqual({ Ref: authorizerOfType('REQUEST') });
      } else {
        expect(synthesized.props.AuthorizationType).toBe('JWT');
        expect(resolveInParent(synthesized.stack, synthesized.props.AuthorizerId)).toEqual({ Ref: authorizerId });
      }
      expect(integratedFunction(synthesized)).toBe(addressOf(functionFor(routeId)));
    },
  );

  it('sends unmatched requests to the public fallback handler', () => {
    const fallback = apiRoutes().filter((r) => r.props.RouteKey === '$default');
    expect(fallback).toHaveLength(1);
    expect(fallback[0]!.stack).toBe(appStack);
    expect(fallback[0]!.props.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(integratedFunction(fallback[0]!)).toBe(addressOf(functionFor('fallback')));
  });
});

describe('the route areas', () => {
  it('are one nested stack each, holding exactly their own routes’ Lambdas, routes, integrations and invoke permissions', () => {
    expect(Object.keys(appStack.apiRoutes.areas).sort()).toEqual(areaEntries.map(([area]) => area).sort());
    for (const [area, areaRoutes] of areaEntries) {
      const nested = appStack.apiRoutes.areas[area]!;
      expect(nested.nestedStackParent, area).toBe(appStack);
      const template = templateOf(nested);
      const ids = Object.keys(areaRoutes);
      for (const routeId of ids) expect(Stack.of(functionFor(routeId)), routeId).toBe(nested);
      expect(Object.keys(nested.functions).sort()).toEqual([...ids].sort());
      expect(Object.keys(template.findResources('AWS::Lambda::Function')), area).toHaveLength(ids.length);
      expect(Object.keys(template.findResources('AWS::ApiGatewayV2::Integration')), area).toHaveLength(ids.length);
      expect(Object.keys(template.findResources('AWS::Lambda::Permission')), area).toHaveLength(ids.length);
      const keys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey as string);
      expect(keys.sort(), area).toEqual(Object.values(areaRoutes).map(routeKey).sort());
    }
  });

  it('leave the API, its stage and authorizer, the fallback and the shared log group in the App stack', () => {
    for (const type of ['AWS::ApiGatewayV2::Api', 'AWS::ApiGatewayV2::Stage', 'AWS::ApiGatewayV2::Authorizer']) {
      app.resourceCountIs(type, type === 'AWS::ApiGatewayV2::Authorizer' ? 2 : 1);
      for (const nested of Object.values(appStack.apiRoutes.areas)) templateOf(nested).resourceCountIs(type, 0);
    }
    expect(Stack.of(functionFor('fallback'))).toBe(appStack);
    expect(Stack.of(appStack.apiRoutes.handlerLogs)).toBe(appStack);
    for (const nested of Object.values(appStack.apiRoutes.areas)) templateOf(nested).resourceCountIs('AWS::Logs::LogGroup', 0);
  });

  it('only take values from the App stack (parameters) and give none back (no outputs), so no reference cycle', () => {
    for (const nested of Object.values(appStack.apiRoutes.areas)) {
      expect(jsonOf(nested).Outputs ?? {}, nested.area).toEqual({});
      // CloudFormation allows 200 parameters a template.
      expect(Object.keys(jsonOf(nested).Parameters ?? {}).length, nested.area).toBeLessThan(50);
    }
  });

  it('keep every stack well below CloudFormation’s 500 resources', () => {
    const counts = Object.fromEntries(appStacks(appStack).map((stack) => [stack.node.path, Object.keys(jsonOf(stack).Resources).length]));
    for (const [path, count] of Object.entries(counts)) expect(count, path).toBeLessThan(300);
    // The App stack itself no longer grows with the routes: one nested stack per area.
    expect(counts[appStack.node.path]).toBeLessThan(500 - 5 * 6);
    expect(Object.keys(app.findResources('AWS::CloudFormation::Stack'))).toHaveLength(areaEntries.length);
  });
});

describe('the HTTP API', () => {
  it('decides the scoped routes with an uncached Lambda authorizer that reads the table and knows the pool and web client', () => {
    app.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: 0,
    });
    const fn = appStack.apiRoutes.scopedAuthorizerFunction;
    expect(Stack.of(fn)).toBe(appStack);
    const properties = jsonOf(appStack).Resources[logicalIdOf(fn)]!.Properties as { Environment: { Variables: Record<string, unknown> } };
    const variables = properties.Environment.Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TOKEN_ISSUER', 'WEB_CLIENT_ID', 'TABLE_NAME']));
    const actions = grantedActions(fn);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions.filter((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a))).toEqual([]);
    // Whether a machine's owner is still enabled and its issuing Admin still an Admin, and nothing else of the pool
    // (docs/security.md#machines-of-disabled-accounts, docs/security.md#machines-of-admins-who-left).
    expect(actions.filter((a) => a.startsWith('cognito-idp:')).sort()).toEqual([...STAFF_STANDING_ACTIONS].sort());
    // The authorizer may invoke it.
    app.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'apigateway.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalIdOf(fn), 'Arn'] },
    });
  });

  it('lets only the credential routes create and delete user pool app clients', () => {
    for (const [routeId] of routeEntries) {
      const cognito = grantedActions(functionFor(routeId)).filter((a) => /UserPoolClient/.test(a));
      if (routeId === 'createApiCredential' || routeId === 'rotateApiCredential')
        expect(cognito.sort(), routeId).toEqual(['cognito-idp:CreateUserPoolClient', 'cognito-idp:DeleteUserPoolClient']);
      else if (routeId === 'revokeApiCredential') expect(cognito, routeId).toEqual(['cognito-idp:DeleteUserPoolClient']);
      else expect(cognito, routeId).toEqual([]);
    }
  });

  it('verifies Cognito JWTs for the web client', () => {
    app.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^https://cognito-idp\\.eu-west-1\\.')])] },
        Audience: [
          Match.objectLike({ 'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('UserPoolWebClient') }) }),
        ],
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
  it('are one per route, the fallback, the upload processor and its dead-letter consumer, the parts index rebuilder, the stock sweeper, the guest board sweeper, the stock-feed applier, the assembly inputs backfill and the scoped-route authorizer (plus CDK custom resources)', () => {
    const ours = appStacks(appStack).flatMap((stack) =>
      Object.keys(
        templateOf(stack).findResources('AWS::Lambda::Function', {
          Properties: { Environment: { Variables: { COMMIT_SHA: 'test-commit' } } },
        }),
      ),
    );
    expect(ours).toHaveLength(routeEntries.length + 9);
  });

  it('install SheetJS beside the bundle in the three functions that read spreadsheets, and nothing in the others', () => {
    // Synth skips bundling here, so the template cannot show the asset: the
    // construct tree shows what each StoreFunction gives CDK's nodeModules.
    const installing = appStack.node
      .findAll()
      .filter((c): c is StoreFunction => c instanceof StoreFunction && c.installedModules.length > 0)
      .map((f) => [f.handler, f.installedModules]);
    expect(installing.sort()).toEqual([
      ['events/run-migrations', ['@e965/xlsx']],
      ['http/assembly/add-placement-file', ['@e965/xlsx']],
      ['http/assembly/upload-bom', ['@e965/xlsx']],
    ]);
  });

  it.each([...routeEntries.map(([id]) => id), 'fallback'])(
    '%s: Node 22 on arm64, 512 MB and 10 s unless the route asks for more, the shared environment',
    (routeId) => {
      const fn = functionResource(routeId);
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
    },
  );

  it('give the routes that hold the parts index 2 GB (search, and BOM matching), the production reports 1 GB, and every other route 512 MB', () => {
    const memory = (routeId: string) => functionResource(routeId).Properties.MemorySize as number;
    const withLambda = (pattern: RegExp) =>
      routeEntries.filter(([, route]) => pattern.test(route.handler) && route.lambda).map(([id]) => id);
    const matching = withLambda(/^http\/assembly\//);
    const reports = withLambda(/^http\/production\//);
    expect(Math.min(matching.length, reports.length)).toBeGreaterThan(0);
    for (const id of ['searchParts', ...matching]) expect(memory(id), id).toBe(2048);
    for (const id of reports) expect(memory(id), id).toBe(1024);
    const others = routeEntries
      .filter(([id]) => id !== 'searchParts' && !matching.includes(id) && !reports.includes(id))
      .map(([id]) => memory(id));
    expect(new Set([...others, memory('fallback')])).toEqual(new Set([512]));
  });

  it('tell only the routes that queue index rebuilds where the queue is', () => {
    for (const [routeId, route] of routeEntries) {
      const variables = functionResource(routeId).Properties.Environment as { Variables: Record<string, unknown> };
      const queueUrl = resolveInParent(Stack.of(functionFor(routeId)), variables.Variables.PARTS_INDEX_QUEUE_URL);
      if (route.access?.partsIndexQueue) expect(queueUrl, routeId).toEqual({ Ref: expect.stringMatching(/^PartsIndexRebuilderQueue/) });
      else expect(queueUrl, routeId).toBeUndefined();
    }
  });

  it('log to one shared group kept for a month (a group per route would cost a resource per route)', () => {
    const groups = app.findResources('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 30 } });
    const shared = Object.keys(groups).filter((id) => id.startsWith('ApiHandlerLogs'));
    expect(shared).toHaveLength(1);
    for (const routeId of [...routeEntries.map(([id]) => id), 'fallback']) {
      const logGroup = (functionResource(routeId).Properties.LoggingConfig as { LogGroup: unknown }).LogGroup;
      expect(resolveInParent(Stack.of(functionFor(routeId)), logGroup), routeId).toEqual({ Ref: shared[0] });
    }
  });

  it('process one board upload per invocation and report failures per message', () => {
    app.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: Match.objectLike({
        'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('UploadProcessingQueue') }),
      }),
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
    // Which prefixes, route by route: route-bucket-prefixes.test.ts.
    if (!access.uploads) expect(s3).toEqual([]);
    if (access.uploads?.read) expect(s3).toContain('s3:GetObject*');
    if (!access.uploads?.read) expect(s3).not.toContain('s3:GetObject*');
    if (access.uploads?.write) expect(s3).toContain('s3:PutObject');
    if (!access.uploads?.write) expect(s3).not.toContain('s3:PutObject');
    expect(s3.filter((a) => a.startsWith('s3:DeleteObject'))).toEqual([]);

    // Every route behind an authorizer also reads its caller's standing (docs/security.md#stale-staff-privileges).
    const cognito = [...new Set(actions.filter((a) => a.startsWith('cognito-idp:')))].sort();
    const standing = route.auth === 'public' ? [] : STAFF_STANDING_ACTIONS;
    expect(cognito).toEqual([...new Set([...(access.userPool ?? []).map((a) => `cognito-idp:${a}`), ...standing])].sort());

    const sqs = actions.filter((a) => a.startsWith('sqs:'));
    if (access.partsIndexQueue === 'send') expect(sqs).toContain('sqs:SendMessage');
    else expect(sqs).toEqual([]);
  });

  it("grants the standing reads on the store's user pool only, never on every resource", () => {
    for (const [routeId] of routeEntries.filter(([, route]) => route.auth !== 'public')) {
      const fn = functionFor(routeId);
      const policies = templateOf(Stack.of(fn)).findResources('AWS::IAM::Policy', {
        Properties: { Roles: [{ Ref: logicalIdOf(fn.role!) }] },
      });
      const statements = Object.values(policies).flatMap(
        (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
      );
      const reads = statements.filter((st) => [st.Action].flat().includes('cognito-idp:AdminGetUser'));
      expect(reads.length, routeId).toBeGreaterThan(0);
      for (const st of reads) expect(JSON.stringify(resolveInParent(Stack.of(fn), st.Resource)), routeId).toMatch(/UserPool/);
    }
  });

  it('gives the fallback handler no data access (only X-Ray, to send its trace)', () => {
    expect(grantedActions(functionFor('fallback')).sort()).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
  });

  it('traces every route with X-Ray and configures Powertools once (see docs/operations.md)', () => {
    const fn = jsonOf(Stack.of(functionFor('fallback'))).Resources[logicalIdOf(functionFor('fallback'))]!;
    expect(fn.Properties).toMatchObject({
      TracingConfig: { Mode: 'Active' },
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'copperline', POWERTOOLS_METRICS_NAMESPACE: 'Copperline', LOG_LEVEL: 'INFO' } },
    });
  });
});

import { NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '#contracts/route-types.ts';
import { grantRouteAccess } from '../../lib/constructs/route-grants.ts';
import { resolveInParent, templateOf } from './stack-templates.ts';
import { probeApp } from './synth-copperline.ts';

// CloudFormation schema validation is what makes a small synth slow (synth-copperline.ts).
process.env.CDK_VALIDATION = 'false';

type Statement = { Action: string | string[]; Resource: unknown };

// Every shape `access` can take, including ones no route uses yet, so a new
// route with uploads access is covered before it exists. With `nested`, the
// grantee is in a nested stack (as a route area's Lambdas are) and the
// targets in its parent; its statements are returned as the parent sees them
// (parameters replaced by what the parent passes).
function statementsFor(
  access: RouteAccess | undefined,
  options: { stripeSecretKey?: string; stripeWebhookSecret?: string; nested?: boolean } = {},
): Statement[] {
  const stack = new Stack(probeApp(), 'Grants', { env: { account: '123456789012', region: 'eu-west-1' } });
  const granteeStack = options.nested ? new NestedStack(stack, 'RouteArea') : stack;
  const role = new Role(granteeStack, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  grantRouteAccess(role, access, {
    table: new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
    uploadsBucket: new Bucket(stack, 'Bucket'),
    userPool: new UserPool(stack, 'Pool'),
    partsIndexQueue: new Queue(stack, 'Queue', { fifo: true }),
    stripeSecretKey: options.stripeSecretKey
      ? StringParameter.fromSecureStringParameterAttributes(stack, 'Secret', { parameterName: options.stripeSecretKey })
      : undefined,
    stripeWebhookSecret: options.stripeWebhookSecret
      ? StringParameter.fromSecureStringParameterAttributes(stack, 'WebhookSecret', { parameterName: options.stripeWebhookSecret })
      : undefined,
  });
  const policies = templateOf(granteeStack).findResources('AWS::IAM::Policy');
  if (options.nested) expect(Object.keys(Template.fromStack(stack).findResources('AWS::IAM::Policy'))).toEqual([]);
  return Object.values(policies).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as Statement[]).map((st) => ({
      ...st,
      Resource: resolveInParent(granteeStack, st.Resource),
    })),
  );
}

function actionsFor(access: RouteAccess | undefined, options: { stripeSecretKey?: string; stripeWebhookSecret?: string } = {}): string[] {
  return statementsFor(access, options).flatMap((s) => [s.Action].flat());
}

describe('grantRouteAccess', () => {
  it('grants nothing without access', () => {
    expect(actionsFor(undefined)).toEqual([]);
    expect(actionsFor({})).toEqual([]);
  });

  it('table read: reads and queries, never writes', () => {
    const actions = actionsFor({ table: 'read' });
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']));
    for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) {
      expect(actions).not.toContain(write);
    }
  });

  it('table readwrite: reads and writes', () => {
    expect(actionsFor({ table: 'readwrite' })).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']),
    );
  });

  /** Each S3 action granted, with the keys it reaches: `bucket` for the bucket itself, else the object pattern below it. */
  function s3Grants(access: RouteAccess): string[] {
    return statementsFor(access)
      .flatMap((st) => [st.Action].flat().flatMap((action) => [st.Resource].flat().map((resource) => ({ action, resource }))))
      .filter(({ action }) => action.startsWith('s3:'))
      .map(({ action, resource }) => {
        const text = JSON.stringify(resource);
        const objects = /"\/([^"]*)"\]\]\}$/.exec(text);
        return `${action} ${objects ? objects[1] : 'bucket'}`;
      })
      .sort();
  }

  it('uploads read: gets objects under the named prefixes only; no put, no delete', () => {
    const grants = s3Grants({ uploads: { read: ['search', 'blog'] } });
    expect(grants).toEqual(expect.arrayContaining(['s3:GetObject* search/*', 's3:GetObject* blog/*']));
    const objectGrants = grants.filter((g) => !g.endsWith(' bucket'));
    expect(objectGrants.filter((g) => !/ (search|blog)\/\*$/.test(g))).toEqual([]);
    expect(grants.filter((g) => /PutObject|DeleteObject/.test(g))).toEqual([]);
    // On the bucket ARN itself (no object: GetObject* there reaches none) CDK's grant adds the listing, which lets S3 answer 404 for a missing key.
    expect([...new Set(grants.filter((g) => g.endsWith(' bucket')))]).toEqual([
      's3:GetBucket* bucket',
      's3:GetObject* bucket',
      's3:List* bucket',
    ]);
  });

  it('uploads write: puts objects (presigned PUT) under the named prefix only; cannot read or delete', () => {
    const grants = s3Grants({ uploads: { write: ['purchaseOrders'] } });
    expect(grants).toContain('s3:PutObject purchase-orders/*');
    expect(grants.filter((g) => !g.endsWith(' purchase-orders/*'))).toEqual([]);
    expect(grants.filter((g) => /GetObject|DeleteObject|List/.test(g))).toEqual([]);
  });

  it('uploads read and write on different prefixes: each action on its own prefix', () => {
    const grants = s3Grants({ uploads: { read: ['boards'], write: ['renders'] } });
    expect(grants).toEqual(expect.arrayContaining(['s3:GetObject* boards/*', 's3:PutObject renders/*']));
    expect(grants).not.toContain('s3:GetObject* renders/*');
    expect(grants).not.toContain('s3:PutObject boards/*');
  });

  it('never names the whole bucket for objects', () => {
    const everyPrefix = { read: ['boards', 'renders', 'assembly', 'purchaseOrders', 'blog', 'bugScreenshots', 'search'] } as const;
    expect(s3Grants({ uploads: everyPrefix }).filter((g) => g.endsWith(' *'))).toEqual([]);
  });

  it('partsIndexQueue send: sends messages to the rebuild queue, nothing else on it', () => {
    const actions = actionsFor({ partsIndexQueue: 'send' });
    expect(actions).toEqual(expect.arrayContaining(['sqs:SendMessage']));
    expect(actions.filter((a) => a.startsWith('sqs:') && !/^sqs:(SendMessage|GetQueueAttributes|GetQueueUrl)$/.test(a))).toEqual([]);
  });

  it('userPool: exactly the listed cognito-idp actions', () => {
    expect(actionsFor({ userPool: ['AdminGetUser', 'AdminUpdateUserAttributes'] }).sort()).toEqual([
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
    ]);
  });

  it("email send: SES SendEmail from the account's identities, nothing else", () => {
    const statements = statementsFor({ email: 'send' });
    expect(statements.flatMap((st) => [st.Action].flat())).toEqual(['ses:SendEmail']);
    expect(JSON.stringify(statements[0]!.Resource)).toContain(':ses:eu-west-1:123456789012:identity/*');
  });

  it('card payments: reading exactly the Stripe secret key parameter, and nothing when none is configured', () => {
    expect(actionsFor({ cardPayments: 'use' })).toEqual([]);
    const statements = statementsFor({ cardPayments: 'use' }, { stripeSecretKey: '/copperline/prod/stripe-secret-key' });
    expect(statements.flatMap((st) => [st.Action].flat())).toEqual(expect.arrayContaining(['ssm:GetParameter']));
    expect(JSON.stringify(statements.map((st) => st.Resource))).toContain('parameter/copperline/prod/stripe-secret-key');
    expect(actionsFor({ table: 'read' }, { stripeSecretKey: '/copperline/prod/stripe-secret-key' }).some((a) => a.startsWith('ssm:'))).toBe(
      false,
    );
  });

  it('Stripe webhooks: reading exactly the webhook signing secret parameter (not the API key), and nothing when none is configured', () => {
    expect(actionsFor({ stripeWebhook: 'verify' })).toEqual([]);
    const options = {
      stripeSecretKey: '/copperline/prod/stripe-secret-key',
      stripeWebhookSecret: '/copperline/prod/stripe-webhook-secret',
    };
    const resources = JSON.stringify(statementsFor({ stripeWebhook: 'verify' }, options).map((st) => st.Resource));
    expect(resources).toContain('parameter/copperline/prod/stripe-webhook-secret');
    expect(resources).not.toContain('stripe-secret-key');
    expect(JSON.stringify(statementsFor({ cardPayments: 'use' }, options).map((st) => st.Resource))).not.toContain('stripe-webhook-secret');
  });

  // Route areas are nested stacks of the App stack; the table, bucket, pool
  // and queue are not in them.
  it.each<[string, RouteAccess, { stripeSecretKey?: string; stripeWebhookSecret?: string }]>([
    ['table read', { table: 'read' }, {}],
    ['table readwrite', { table: 'readwrite' }, {}],
    ['uploads read', { uploads: { read: ['search'] } }, {}],
    ['uploads write', { uploads: { write: ['blog'] } }, {}],
    ['uploads read and write', { uploads: { read: ['boards'], write: ['renders'] } }, {}],
    ['partsIndexQueue send', { partsIndexQueue: 'send' }, {}],
    ['userPool', { userPool: ['AdminGetUser', 'AdminUpdateUserAttributes'] }, {}],
    ['email send', { email: 'send' }, {}],
    ['card payments', { cardPayments: 'use' }, { stripeSecretKey: '/copperline/prod/stripe-secret-key' }],
    ['Stripe webhook', { stripeWebhook: 'verify' }, { stripeWebhookSecret: '/copperline/prod/stripe-webhook-secret' }],
    [
      'everything',
      {
        table: 'readwrite',
        uploads: { read: ['assembly'], write: ['assembly'] },
        partsIndexQueue: 'send',
        userPool: ['AdminGetUser'],
        email: 'send',
        cardPayments: 'use',
      },
      { stripeSecretKey: '/copperline/prod/stripe-secret-key' },
    ],
  ])('%s: a grantee in a nested stack gets exactly the same statements on the same resources', (_name, access, options) => {
    const flat = statementsFor(access, options);
    expect(flat.length).toBeGreaterThan(0);
    expect(statementsFor(access, { ...options, nested: true })).toEqual(flat);
  });
});

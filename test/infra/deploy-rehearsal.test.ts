import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../lib/app-settings.ts';
import { StoreFunction } from '../../lib/constructs/store-function.ts';
import { PROJECT_TAG, STAGE_TAG_KEY } from '../../lib/stack-tags.ts';
import { CLOUDFORMATION_LIMITS } from './cloudformation-limits.ts';
import { appStacks, jsonOf, logicalIdOf, resolveInParent } from './stack-templates.ts';
import type { CfnTemplate } from './stack-templates.ts';
import { probeApp, synthCopperline, testEnv } from './synth-copperline.ts';

// The deploy rehearsal (docs/operating.md#the-deploy-rehearsal): the prod stage synthesized with every setting an
// operator can give, checked for what the operator relies on after `cdk deploy`.

/** Every context flag lib/app-settings.ts reads, set as an operator of a full shop would. */
const everyContextFlag = {
  stage: 'prod',
  commitSha: 'rehearsal',
  siteDomain: 'shop.example.com',
  siteCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/site',
  apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/api',
  waf: 'on',
  passkeyRelyingPartyId: 'shop.example.com',
  emailFrom: 'orders@shop.example.com',
  emailSesRegion: 'eu-west-1',
  stripePublishableKey: 'pk_live_rehearsal',
  stripeSecretKeyParameter: '/copperline/prod/stripe-secret-key',
  stripeWebhookSecretParameter: '/copperline/prod/stripe-webhook-secret',
  companyEmailDomain: 'shop.example.com',
  analyticsApiHost: 'https://analytics.example.com',
  analyticsProjectKey: 'phc_rehearsal',
  alarmEmail: 'ops@shop.example.com',
  telemetryCollectorUrl: 'https://otel.example.com',
  telemetryCollectorHeaders: '{"x-tenant":"shop"}',
  oauthDomainPrefix: 'copperline-prod-shop',
  // After a point-in-time restore (docs/operating.md#restoring-the-table): the stack's own table must stay retained.
  tableName: 'Copperline-prod-restored-20261128T093000Z',
  // A catalogue past half a million parts (docs/parts.md#the-index-build-on-every-core).
  partsRebuildMemoryMb: '10240',
};

/** The settings those flags make, and every context key the settings asked for. */
function settingsFromEveryFlag() {
  const app = probeApp({ context: everyContextFlag });
  const asked = new Set<string>();
  const tryGetContext = app.node.tryGetContext.bind(app.node);
  app.node.tryGetContext = (key: string) => {
    asked.add(key);
    return tryGetContext(key) as unknown;
  };
  return { settings: appSettings(app, {}), asked };
}

let synth: ReturnType<typeof synthCopperline>;
let stacks: Stack[];
let asked: Set<string>;

beforeAll(() => {
  const fromFlags = settingsFromEveryFlag();
  asked = fromFlags.asked;
  // Offline: the environment comes from the test account, not from credentials.
  synth = synthCopperline({ ...fromFlags.settings, env: testEnv });
  stacks = [synth.stacks.stateful, ...appStacks(synth.stacks.app), ...(synth.stacks.edge ? [synth.stacks.edge] : [])];
});

const resourcesOf = (stack: Stack, type: string) => Object.entries(jsonOf(stack).Resources).filter(([, r]) => r.Type === type);
const everyResource = (type: string) => stacks.flatMap((stack) => resourcesOf(stack, type).map(([id, r]) => ({ stack, id, r })));

describe('the rehearsal', () => {
  it('sets every context flag the app reads, in stage prod with the web ACL', () => {
    expect([...asked].filter((key) => !(key in everyContextFlag))).toEqual([]);
    expect(synth.stacks.stateful.stackName).toBe('Copperline-prod-Stateful');
    expect(synth.stacks.edge).toBeDefined();
  });
});

describe('what an operator relies on', () => {
  it('retains the table, the uploads bucket and the user pool when a stack is deleted or replaced', () => {
    for (const type of ['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::Cognito::UserPool']) {
      const found = resourcesOf(synth.stacks.stateful, type);
      expect(found, type).not.toHaveLength(0);
      for (const [id, r] of found) expect([id, r], type).toMatchObject([id, { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' }]);
    }
    // Tagged with its stage: `npm run create-admin -- --stage prod` finds it by them (bin/admin-target.ts).
    expect(resourcesOf(synth.stacks.stateful, 'AWS::Cognito::UserPool')[0]![1].Properties.UserPoolTags).toEqual({
      [PROJECT_TAG.key]: PROJECT_TAG.value,
      [STAGE_TAG_KEY]: 'prod',
    });
    // The stateful stack also refuses to be deleted in prod.
    expect(synth.stacks.stateful.terminationProtection).toBe(true);
    // The only other bucket holds the site's build, rewritten by every deploy.
    expect(everyResource('AWS::S3::Bucket').map(({ stack }) => stack.stackName)).toEqual([
      'Copperline-prod-Stateful',
      'Copperline-prod-App',
    ]);
  });

  it('sends every alarm, and its return to OK, to the alarm topic, which mails the alarm address', () => {
    const topic = synth.stacks.app.monitoring.topic;
    const topicRef = { Ref: logicalIdOf(topic) };
    const alarms = everyResource('AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThan(5);
    for (const { stack, id, r } of alarms) {
      expect(Stack.of(topic), id).toBe(stack.nestedStackParent ?? stack);
      expect(resolveInParent(stack, r.Properties.AlarmActions), id).toEqual([topicRef]);
      expect(resolveInParent(stack, r.Properties.OKActions), id).toEqual([topicRef]);
    }
    const subscriptions = resourcesOf(synth.stacks.app, 'AWS::SNS::Subscription').map(([, r]) => r.Properties);
    expect(subscriptions).toEqual([expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@shop.example.com', TopicArn: topicRef })]);
  });

  it('seeds nothing: no users, no items, no code but the store’s own runs at deploy', () => {
    expect(everyResource('AWS::Cognito::UserPoolUser')).toEqual([]);
    expect(everyResource('AWS::Cognito::UserPoolUserToGroupAttachment')).toEqual([]);
    // What runs during a deploy: CDK's own providers, and the one Trigger, which runs the data migrations.
    const customTypes = new Set(stacks.flatMap((stack) => Object.values(jsonOf(stack).Resources).map((r) => r.Type)));
    expect([...customTypes].filter((type) => type.startsWith('Custom::') || type === 'AWS::CloudFormation::CustomResource').sort()).toEqual(
      ['Custom::CDKBucketDeployment', 'Custom::S3AutoDeleteObjects', 'Custom::S3BucketNotifications', 'Custom::Trigger'],
    );
    const triggers = everyResource('Custom::Trigger');
    expect(triggers.map(({ r }) => JSON.stringify(r.Properties.HandlerArn))).toEqual([
      // The version's id gets the code's hash appended when synthesized.
      expect.stringMatching(new RegExp(`^\\{"Ref":"${logicalIdOf(synth.stacks.app.dataMigrations.fn.currentVersion)}`)),
    ]);
    // Every store function runs a module below lambdas/; the demo seed lives in local/ (local/seed.ts) and never deploys.
    const handlers = synth.stacks.app.node.findAll().filter((c): c is StoreFunction => c instanceof StoreFunction);
    expect(handlers.length).toBeGreaterThan(50);
    for (const { handler } of handlers) expect(handler).not.toMatch(/seed|demo|fixture/i);
  });

  it('deploys a closed shop: no code that functions run can reach the demo seed, which confirms the checklist and opens the shop', () => {
    // docs/operating.md#set-up-the-shop-before-launch: only an Admin opens a deployed shop; local/seed.ts opens the demo one.
    const lambdas = path.resolve(import.meta.dirname, '../../lambdas');
    const sources = readdirSync(lambdas, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(100);
    const reachingLocal = sources.filter((file) =>
      /from '(\.\.\/)+local\/|import\('(\.\.\/)+local\//.test(readFileSync(path.join(lambdas, file), 'utf8')),
    );
    expect(reachingLocal).toEqual([]);
    expect(readFileSync(path.resolve(import.meta.dirname, '../../local/seed.ts'), 'utf8')).toContain('openDemoShopIfClosed');
  });

  it('keeps every function’s logs for a set time', () => {
    const functions = everyResource('AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(50);
    for (const { stack, id, r } of functions) {
      const retention = retentionOf(stack, id, r);
      expect(retention, `${stack.node.path}/${id}`).toBeGreaterThan(0);
    }
  });
});

/** The retention of a function's logs: its LoggingConfig's group, else a group named /aws/lambda/<it>; 0 when none. */
function retentionOf(stack: Stack, id: string, fn: CfnTemplate['Resources'][string]): number {
  const logGroup = resolveInParent(stack, (fn.Properties.LoggingConfig as { LogGroup?: unknown } | undefined)?.LogGroup);
  const owner = stack.nestedStackParent ?? stack;
  const groups = Object.entries(jsonOf(owner).Resources).concat(owner === stack ? [] : Object.entries(jsonOf(stack).Resources));
  const named = (name: unknown) => JSON.stringify(name) === JSON.stringify({ 'Fn::Join': ['', ['/aws/lambda/', { Ref: id }]] });
  const found = groups.find(
    ([groupId, candidate]) =>
      candidate.Type === 'AWS::Logs::LogGroup' &&
      (JSON.stringify(logGroup) === JSON.stringify({ Ref: groupId }) || (!logGroup && named(candidate.Properties.LogGroupName))),
  );
  return Number(found?.[1].Properties.RetentionInDays ?? 0);
}

describe("CloudFormation's limits", () => {
  it('holds for each template, counted as written to the cloud assembly', () => {
    const counts = stacks.map((stack) => {
      const body = readFileSync(path.join(synth.outdir, stack.templateFile), 'utf8');
      const template = JSON.parse(body) as CfnTemplate;
      return {
        template: stack.templateFile,
        resources: Object.keys(template.Resources).length,
        bytes: Buffer.byteLength(body),
        parameters: Object.keys(template.Parameters ?? {}).length,
        outputs: Object.keys(template.Outputs ?? {}).length,
      };
    });
    console.table(counts);
    for (const count of counts) {
      expect(count.resources, count.template).toBeLessThanOrEqual(CLOUDFORMATION_LIMITS.resources);
      expect(count.bytes, count.template).toBeLessThanOrEqual(CLOUDFORMATION_LIMITS.templateBytes);
      expect(count.parameters, count.template).toBeLessThanOrEqual(CLOUDFORMATION_LIMITS.parameters);
      expect(count.outputs, count.template).toBeLessThanOrEqual(CLOUDFORMATION_LIMITS.outputs);
    }
  });
});

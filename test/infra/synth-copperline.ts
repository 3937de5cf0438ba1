import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Annotations, App, type AppProps } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { addCopperlineStacks } from '../../lib/copperline-stacks.ts';
import type { CopperlineSettings } from '../../lib/copperline-stacks.ts';
import { repoRoot } from '../../lib/repo-root.ts';

// Synth fast: skip esbuild bundling and CloudFormation schema validation
// (about 1.5 s a stack in vitest instead of 6–10 s). Feature flags come
// from cdk.json so tests see the same template the CLI deploys.
process.env.CDK_VALIDATION = 'false';

const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };

export const testEnv = { account: '123456789012', region: 'eu-west-1' };

/** A folder that never exists: synth as if the web app was not built. */
export const noWebBuild = path.join(repoRoot, 'test', 'infra', 'fixtures', 'no-web-build');

/**
 * Every optional setting that only adds to the app (alarm mail, SES sender, Stripe's parameters and key, the company
 * e-mail domain, the index rebuilder's memory): the files that check what one of them adds share this one synthesis instead of one each.
 */
export const withEverySetting = {
  alarmEmail: 'ops@example.com',
  companyEmailDomain: 'shop.example.com',
  emailSender: { fromEmail: 'orders@shop.example.com' },
  stripeSecretKeyParameterName: '/copperline/test/stripe-secret-key',
  stripeWebhookSecretParameterName: '/copperline/test/stripe-webhook-secret',
  stripePublishableKey: 'pk_test_123',
  partsRebuildMemoryMb: 10_240,
} satisfies Partial<CopperlineSettings>;

/** A site domain with both certificates, the web ACL off: the files that check what a domain changes share it. */
export const withSiteDomain = {
  siteDomain: {
    domainName: 'shop.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/site',
    apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/api',
  },
  waf: false,
} satisfies Partial<CopperlineSettings>;

type Synthesized = ReturnType<typeof synthesize>;
const bySettings = new Map<string, Synthesized>();

/**
 * The app synthesized with these settings. `beforeSynth` runs once the stacks exist, before anything is synthesized
 * (e.g. to add cdk-nag's aspect), and makes a synthesis of its own. Without it, every test file in the infra run that
 * asks for the same settings shares one synthesis (the project runs its files in one module graph, vitest.config.ts):
 * assertions only read the stacks and templates. A synthesis costs about 3 core-seconds.
 */
export function synthCopperline(overrides: Partial<CopperlineSettings> = {}, beforeSynth?: (app: App) => void): Synthesized {
  if (beforeSynth) return synthesize(overrides, beforeSynth);
  const key = JSON.stringify(overrides);
  let synth = bySettings.get(key);
  if (!synth) bySettings.set(key, (synth = synthesize(overrides)));
  return synth;
}

/**
 * Each synthesis's cloud assembly goes below the folder the infra project's global setup made and removes after the
 * run (test/infra/global-setup.ts), not into a `cdk.out*` folder of its own left in the temporary folder.
 */
function assemblyFolder() {
  const root = process.env.COPPERLINE_INFRA_OUT ?? path.join(tmpdir(), 'copperline-infra-out');
  mkdirSync(root, { recursive: true });
  return mkdtempSync(path.join(root, 'cdk.out-'));
}

/** An app for a test's own stack or settings, its assembly in the run's folder like every synthesis here. */
export function probeApp(props: AppProps = {}): App {
  return new App({ ...props, outdir: assemblyFolder() });
}

function synthesize(overrides: Partial<CopperlineSettings>, beforeSynth?: (app: App) => void) {
  const app = new App({ outdir: assemblyFolder(), context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const stacks = addCopperlineStacks(app, {
    stage: 'test',
    env: testEnv,
    commitSha: 'test-commit',
    webDistPath: noWebBuild,
    ...overrides,
  });
  // Most test synths have no site domain, so the API keeps its execute-api endpoint on purpose: not worth a warning each.
  Annotations.of(stacks.app).acknowledgeWarning('copperline:execute-api-open', 'A test synth without a site domain');
  beforeSynth?.(app);
  return {
    stacks,
    /** Where the cloud assembly (templates and staged assets) was written. */
    outdir: app.outdir,
    stateful: Template.fromStack(stacks.stateful),
    app: Template.fromStack(stacks.app),
    /** The edge stack (us-east-1: the web ACL), absent when the settings turn it off. */
    edge: stacks.edge && Template.fromStack(stacks.edge),
  };
}

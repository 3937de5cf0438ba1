import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, App } from 'aws-cdk-lib';
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

type Synthesized = ReturnType<typeof synthesize>;
let withDefaults: Synthesized | undefined;

/**
 * The app synthesized with these settings. `beforeSynth` runs once the stacks exist, before anything is synthesized
 * (e.g. to add cdk-nag's aspect). With neither, every test file in the infra run shares one synthesis (the project
 * runs its files in one module graph, vitest.config.ts): assertions only read the stacks and templates.
 */
export function synthCopperline(overrides: Partial<CopperlineSettings> = {}, beforeSynth?: (app: App) => void): Synthesized {
  if (Object.keys(overrides).length > 0 || beforeSynth) return synthesize(overrides, beforeSynth);
  withDefaults ??= synthesize({});
  return withDefaults;
}

function synthesize(overrides: Partial<CopperlineSettings>, beforeSynth?: (app: App) => void) {
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
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

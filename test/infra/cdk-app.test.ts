import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeAreas, routeKey, routes } from '#contracts/routes.ts';
import { appSettings } from '../../lib/app-settings.ts';
import { repoRoot } from '../../lib/repo-root.ts';
import { probeApp } from './synth-copperline.ts';

// Runs bin/cdk-app.ts the way the CDK CLI does (context and output folder
// through the environment), minus bundling, to check the entry point's wiring;
// how settings are read (lib/app-settings.ts) is checked without the CLI.
const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
const outDirs: string[] = [];

function runApp(context: Record<string, string>, env: Record<string, string> = {}) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'copperline-cdk-out-'));
  outDirs.push(outdir);
  const result = spawnSync('npx', ['tsx', 'bin/cdk-app.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      CDK_VALIDATION: 'false',
      CDK_OUTDIR: outdir,
      CDK_CONTEXT_JSON: JSON.stringify({ ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context }),
      ...env,
    },
  });
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(outdir, file), 'utf8')) as {
      Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
    };
  const template = (stack: string) => read(`${stack}.template.json`);
  /** The nested stacks' templates (the API's route areas), written beside the top-level ones. */
  const nestedTemplates = () =>
    readdirSync(outdir)
      .filter((file) => file.endsWith('.nested.template.json'))
      .map(read);
  return { ...result, template, nestedTemplates };
}

function resourceOf(template: { Resources: Record<string, { Type: string; Properties: Record<string, unknown> }> }, type: string) {
  return Object.values(template.Resources).find((r) => r.Type === type)?.Properties;
}

/** The app run with no context, shared by the tests that read it. */
let defaultRun: ReturnType<typeof runApp> | undefined;
const runWithDefaults = () => (defaultRun ??= runApp({}));

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('bin/cdk-app.ts', () => {
  it('synthesizes both stacks offline with the defaults: stage dev, the git commit, passkeys on localhost', () => {
    const run = runWithDefaults();
    expect(run.status, run.stderr).toBe(0);
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const app = run.template('Copperline-dev-App');
    const fn = Object.values(app.Resources).find(
      (r) => r.Type === 'AWS::Lambda::Function' && JSON.stringify(r.Properties).includes('COMMIT_SHA'),
    );
    expect(JSON.stringify(fn?.Properties)).toContain(`"COMMIT_SHA":"${commit}"`);
    for (const nested of run.nestedTemplates()) expect(JSON.stringify(nested)).toContain(`"COMMIT_SHA":"${commit}"`);
    expect(resourceOf(run.template('Copperline-dev-Stateful'), 'AWS::Cognito::UserPool')?.WebAuthnRelyingPartyID).toBe('localhost');
  });

  it('writes one nested template per route area, together holding every route once (auth as the table says) and its Lambda', () => {
    const run = runWithDefaults();
    expect(run.status, run.stderr).toBe(0);
    const nested = run.nestedTemplates();
    expect(nested).toHaveLength(Object.keys(routeAreas).length);
    expect(Object.values(run.template('Copperline-dev-App').Resources).filter((r) => r.Type === 'AWS::CloudFormation::Stack')).toHaveLength(
      nested.length,
    );
    const synthesized = nested.flatMap((template) =>
      Object.values(template.Resources)
        .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
        .map((r) => r.Properties),
    );
    const expected = Object.values(routes).map((route) => ({
      key: routeKey(route),
      auth: route.auth === 'public' ? 'NONE' : 'scopes' in route || 'guests' in route ? 'CUSTOM' : 'JWT',
    }));
    expect(
      synthesized.map((r) => ({ key: r.RouteKey, auth: r.AuthorizationType })).sort((a, b) => String(a.key).localeCompare(String(b.key))),
    ).toEqual(expected.sort((a, b) => a.key.localeCompare(b.key)));
    const functions = nested.flatMap((t) => Object.values(t.Resources).filter((r) => r.Type === 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(Object.keys(routes).length);
    for (const template of [run.template('Copperline-dev-App'), ...nested])
      expect(Object.keys(template.Resources).length).toBeLessThan(300);
  });

  it('takes the stage, commit, site domain and alarm e-mail from context, and the environment where context is silent', () => {
    const app = probeApp({
      context: {
        stage: 'prod',
        alarmEmail: 'ops@example.com',
        commitSha: 'c0ffee',
        siteDomain: 'shop.example.com',
        siteCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      },
    });
    const settings = appSettings(app, {
      COPPERLINE_STAGE: 'staging',
      COPPERLINE_STRIPE_PUBLISHABLE_KEY: ' pk_test_123 ',
      COPPERLINE_EMAIL_FROM: '',
    });
    expect(settings).toMatchObject({
      stage: 'prod',
      commitSha: 'c0ffee',
      siteDomain: { domainName: 'shop.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
      alarmEmail: 'ops@example.com',
      stripePublishableKey: 'pk_test_123',
    });
    expect(settings.emailSender).toBeUndefined();
    expect(appSettings(probeApp(), { COPPERLINE_STAGE: 'staging', COMMIT_SHA: 'abc123' })).toMatchObject({
      stage: 'staging',
      commitSha: 'abc123',
    });
  });

  it('takes a restored table from -c tableName or COPPERLINE_TABLE_NAME; none by default', () => {
    expect(appSettings(probeApp({ context: { tableName: 'Copperline-prod-restored-20261128T093000Z' } }), {}).tableName).toBe(
      'Copperline-prod-restored-20261128T093000Z',
    );
    expect(appSettings(probeApp(), { COPPERLINE_TABLE_NAME: 'Copperline-prod-restored-x' }).tableName).toBe('Copperline-prod-restored-x');
    expect(appSettings(probeApp(), {}).tableName).toBeUndefined();
  });

  it('takes the index rebuilder memory from context (number or text) or COPPERLINE_PARTS_REBUILD_MEMORY_MB, refusing what Lambda would', () => {
    expect(appSettings(probeApp({ context: { partsRebuildMemoryMb: 10240 } }), {}).partsRebuildMemoryMb).toBe(10_240);
    expect(appSettings(probeApp({ context: { partsRebuildMemoryMb: '6144' } }), {}).partsRebuildMemoryMb).toBe(6_144);
    expect(appSettings(probeApp(), { COPPERLINE_PARTS_REBUILD_MEMORY_MB: ' 8192 ' }).partsRebuildMemoryMb).toBe(8_192);
    expect(appSettings(probeApp(), {}).partsRebuildMemoryMb).toBeUndefined();
    for (const wrong of ['10241', '64', '4.5', '10 GB'])
      expect(() => appSettings(probeApp({ context: { partsRebuildMemoryMb: wrong } }), {})).toThrow(
        `partsRebuildMemoryMb is a whole number`,
      );
  });

  it('refuses a site domain without its certificate', () => {
    expect(() => appSettings(probeApp({ context: { siteDomain: 'shop.example.com' } }), {})).toThrow('siteCertificateArn');
  });
});

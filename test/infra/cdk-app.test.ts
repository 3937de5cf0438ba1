import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../lib/repo-root.ts';

// Runs bin/cdk-app.ts the way the CDK CLI does (context and output folder
// through the environment), minus bundling, to check the entry point's wiring.
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
  const template = (stack: string) =>
    JSON.parse(readFileSync(path.join(outdir, `${stack}.template.json`), 'utf8')) as { Resources: Record<string, { Type: string; Properties: Record<string, unknown> }> };
  return { ...result, template };
}

function resourceOf(template: { Resources: Record<string, { Type: string; Properties: Record<string, unknown> }> }, type: string) {
  return Object.values(template.Resources).find((r) => r.Type === type)?.Properties;
}

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('bin/cdk-app.ts', () => {
  it('synthesizes both stacks offline with the defaults: stage dev, the git commit, passkeys on localhost', () => {
    const run = runApp({});
    expect(run.status, run.stderr).toBe(0);
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const app = run.template('Copperline-dev-App');
    const fn = Object.values(app.Resources).find((r) => r.Type === 'AWS::Lambda::Function' && JSON.stringify(r.Properties).includes('COMMIT_SHA'));
    expect(JSON.stringify(fn?.Properties)).toContain(`"COMMIT_SHA":"${commit}"`);
    expect(resourceOf(run.template('Copperline-dev-Stateful'), 'AWS::Cognito::UserPool')?.WebAuthnRelyingPartyID).toBe('localhost');
  });

  it('takes the stage, commit and site domain from context', () => {
    const run = runApp({
      stage: 'prod',
      commitSha: 'c0ffee',
      siteDomain: 'shop.example.com',
      siteCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(resourceOf(run.template('Copperline-prod-Stateful'), 'AWS::Cognito::UserPool')?.WebAuthnRelyingPartyID).toBe('shop.example.com');
    expect(JSON.stringify(run.template('Copperline-prod-App'))).toContain('"COMMIT_SHA":"c0ffee"');
  });

  it('refuses a site domain without its certificate', () => {
    const run = runApp({ siteDomain: 'shop.example.com' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('siteCertificateArn');
  });
});

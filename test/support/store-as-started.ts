import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../local/web-server.ts';
import { repoRoot } from '../../lib/repo-root.ts';

// `bin/start` run as the README's quick start says, in a data folder and on
// ports of its own (so it never meets a store a developer has running), read
// back from what it prints: the store's URL and the staff login.

export type StartedStore = {
  siteUrl: string;
  staff: { email: string; password: string };
  output: () => string;
  stop: () => Promise<void>;
};

const READY_LINE = 'Press Ctrl-C to stop.';

export async function startStoreAsReadmeSays(timeoutMs: number): Promise<StartedStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'copperline-bin-start-'));
  const ports = {
    SITE: await freePort(),
    API: await freePort(),
    COGNITO: await freePort(),
    DYNAMODB: await freePort(),
    S3: await freePort(),
  };
  const env: NodeJS.ProcessEnv = { ...process.env, COPPERLINE_DATA_DIR: dataDir };
  for (const [name, port] of Object.entries(ports)) env[`COPPERLINE_${name}_PORT`] = String(port);
  // Its own process group, so stopping it also stops what bash started.
  const child = spawn(path.join(repoRoot, 'bin/start'), [], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const stop = () => stopGroup(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`bin/start printed no "${READY_LINE}" within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        if (!printed.includes(READY_LINE)) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`bin/start exited with ${code} before it was ready`));
      });
    });
    const site = /Store:\s+(\S+)/.exec(printed)?.[1];
    const login = /Staff login:\s+(\S+) \/ (\S+)/.exec(printed);
    if (!site || !login) throw new Error('bin/start did not print the store URL and a staff login');
    return { siteUrl: site, staff: { email: login[1]!, password: login[2]! }, output: () => printed, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- bin/start printed ---\n${printed}`);
  }
}

/** SIGINT, as Ctrl-C sends it; the whole group is killed if it has not stopped within 20 s. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const kill = setTimeout(() => process.kill(-pid, 'SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    process.kill(-pid, 'SIGINT');
  });
}

import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { changedFiles, changedStages } from './test-suite-changed.ts';
import { cpuAccounting } from './test-suite-cpu.ts';
import { SUITE_STAGES, type Stage } from './test-suite-stages.ts';

// `bin/test`: the whole suite as stages, run two at a time on this 2-core
// machine's budget (docs/contributing.md#the-test-suite), each stage's output
// printed whole when it ends, then a table of what each stage took. With
// `--changed`, the fast loop: lint and typecheck, then only the tests whose
// import graph reaches the working tree's change.

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'stages');
const cpu = cpuAccounting();

type Result = {
  stage: Stage;
  from: number;
  seconds: number;
  cpuSeconds: number;
  code: number;
  passed: number;
  failed: number;
  skipped: number;
};

/** A stage's report files: its name with anything but letters, digits and dashes as a dash ("e2e 1/2" → "e2e-1-2"). */
const reportFile = (stage: Stage, extension: string) => path.join(reports, `${stage.name.replace(/[^\w-]+/g, '-')}.${extension}`);

/** When the suite started: each stage's row says how far into the run it began. */
const suiteStarted = Date.now();

function run(stage: Stage): Promise<Result> {
  const started = Date.now();
  const from = (started - suiteStarted) / 1000;
  const json = reportFile(stage, 'json');
  rmSync(json, { force: true });
  const commandLine = stage.vitest
    ? ['npx', 'vitest', 'run', ...stage.vitest, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]
    : (stage.command ?? []);
  console.log(`▶ ${stage.name}: ${commandLine.join(' ')}`);
  return new Promise((resolve) => {
    const [command, ...rest] = commandLine;
    const child = spawn(command!, rest, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'), ...stage.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cpu.track(child.pid, stage.name);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const text = Buffer.concat(output).toString();
      writeFileSync(reportFile(stage, 'log'), text);
      console.log(`\n━━━ ${stage.name} (${seconds.toFixed(0)} s, ${code === 0 ? 'passed' : `failed with ${code}`}) ━━━\n${text}`);
      resolve({ stage, from, seconds, cpuSeconds: cpu.seconds(stage.name), code: code ?? 1, ...testCounts(json) });
    });
  });
}

/** Tests counted from vitest's JSON report (0 for a stage that is not vitest, or wrote none). */
function testCounts(file: string): { passed: number; failed: number; skipped: number } {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

/**
 * Runs each stage once the stages it waits for have passed, side by side while their cores fit the machine (twice
 * over: a stage's figure is an average, with waits in it). Stages start in the order listed: one waiting for another
 * keeps its cores for when it may start, so the long stages listed first are never crowded out by the short ones.
 */
async function runStages(stages: readonly Stage[], cores: number): Promise<Result[]> {
  const budget = cores * 2;
  const results = new Map<string, Result>();
  const waiting = [...stages];
  const running = new Map<string, { stage: Stage; done: Promise<Result> }>();
  const inSuite = (name: string) => stages.some((stage) => stage.name === name);
  while (waiting.length > 0 || running.size > 0) {
    let busy = [...running.values()].reduce((sum, r) => sum + r.stage.cores, 0);
    for (const stage of [...waiting]) {
      const ready = (stage.after ?? []).every((name) => results.has(name) || !inSuite(name));
      if (!ready || (running.size > 0 && busy + stage.cores > budget)) {
        busy += stage.cores;
        continue;
      }
      waiting.splice(waiting.indexOf(stage), 1);
      if ((stage.after ?? []).some((name) => inSuite(name) && results.get(name)?.code !== 0)) {
        console.log(`✗ ${stage.name}: not run, a stage it waits for failed`);
        results.set(stage.name, { stage, from: 0, seconds: 0, cpuSeconds: 0, code: -1, passed: 0, failed: 0, skipped: 0 });
        continue;
      }
      busy += stage.cores;
      running.set(stage.name, { stage, done: run(stage) });
    }
    if (running.size === 0) continue;
    const done = await Promise.race([...running.values()].map((r) => r.done));
    running.delete(done.stage.name);
    results.set(done.stage.name, done);
  }
  return stages.map((stage) => results.get(stage.name)!);
}

/** Core-seconds as the table shows them; "?" where /proc cannot be read (not Linux). */
const coreSecondsText = (seconds: number) => (cpu.available ? `${seconds.toFixed(0)} core-s` : '?');

/** When each stage started, its wall clock and the core-seconds its processes used: on a machine the suite keeps busy, the second is what to cut. */
function table(results: readonly Result[], wallSeconds: number): string {
  const rows = [['stage', '', 'from', 'wall', 'CPU', 'tests']];
  for (const result of results)
    rows.push([
      result.stage.name,
      result.code === 0 ? 'passed' : result.code === -1 ? 'not run' : 'FAILED',
      `${result.from.toFixed(0)} s`,
      `${result.seconds.toFixed(0)} s`,
      coreSecondsText(result.cpuSeconds),
      result.stage.vitest ? `${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''}` : '',
    ]);
  const coreSeconds = results.reduce((sum, result) => sum + result.cpuSeconds, 0);
  rows.push(['whole suite', '', '', `${wallSeconds.toFixed(0)} s`, coreSecondsText(coreSeconds), '']);
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => (i < 5 ? cell.padEnd(widths[i]!) : cell)).join('  ')).join('\n');
}

async function main() {
  const started = Date.now();
  mkdirSync(reports, { recursive: true });
  const changed = process.argv.includes('--changed');
  let stages: readonly Stage[] = SUITE_STAGES;
  if (changed) {
    const files = changedFiles(root);
    console.log(files.length ? `Changed: ${files.join(', ')}` : 'No change against HEAD: lint and typecheck only.');
    stages = changedStages(files);
  }
  const results = await runStages(stages, availableParallelism());
  const wall = (Date.now() - started) / 1000;
  const total = results.reduce(
    (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
    {
      passed: 0,
      failed: 0,
      skipped: 0,
    },
  );
  console.log(`\nStage times (logs in test-results/stages/):\n${table(results, wall)}\n`);
  const ok = results.every((r) => r.code === 0);
  if (!ok)
    console.log(
      `The suite FAILED: ${results
        .filter((r) => r.code !== 0)
        .map((r) => r.stage.name)
        .join(', ')}`,
    );
  console.log(`suite: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

await main();

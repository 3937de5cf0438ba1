import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardReportSchema } from '#contracts/board-report.ts';
import { runCheckBoard } from '../../support/check-board-command.ts';
import { fixturesDir, repoRoot } from './helpers.ts';

const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

/** The command as its own process, the way `npm run check-board` starts it. */
function runProcess(...args: string[]) {
  const result = spawnSync(process.execPath, [tsxCli, path.join(repoRoot, 'bin/check-board.ts'), ...args], {
    encoding: 'utf8',
    cwd: repoRoot,
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run check-board', { timeout: 60_000 }, () => {
  it('prints the JSON report and exits 1 when an Error finding exists', async () => {
    const { code, stdout } = await runCheckBoard(path.join(fixturesDir, 'olimex-rvpc-revA/RVPC_Rev_A.kicad_pcb'), '--json');
    const report = boardReportSchema.parse(JSON.parse(stdout));
    expect(report).toMatchObject({ schemaVersion: 1, status: 'Complete', reason: null });
    expect(report.metrics).toMatchObject({ copperLayers: 2 });
    expect(report.findings.some((f) => f.severity === 'Error')).toBe(true);
    expect(code).toBe(1);
  });

  it('exits 0 with a human report when there is no error, and writes the layer SVGs', async () => {
    const svgDir = mkdtempSync(path.join(tmpdir(), 'check-board-'));
    const { code, stdout } = await runCheckBoard(path.join(fixturesDir, 'olimex-rvpc-revB/RVPC_Rev_B-gerbers.zip'), '--svg', svgDir);
    expect(stdout).toMatch(/RVPC_Rev_B-gerbers\.zip: Complete \(Gerber\)/);
    expect(stdout).toMatch(/Size 31 × 50 mm/);
    expect(code).toBe(0);
    expect(readdirSync(svgDir)).toEqual(expect.arrayContaining(['top-copper.svg', 'bottom-copper.svg', 'outline.svg', 'drill.svg']));
    rmSync(svgDir, { recursive: true });
  });

  it('as a process: exits 2 with the reason when the file cannot be processed', () => {
    const { code, stdout } = runProcess(path.join(fixturesDir, 'README.md'), '--json');
    const report = boardReportSchema.parse(JSON.parse(stdout));
    expect(report.status).toBe('Cannot process');
    expect(report.reason).toMatch(/Unsupported file/);
    expect(code).toBe(2);
  });
});

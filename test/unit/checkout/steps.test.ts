import { describe, expect, it } from 'vitest';
import { runSteps, type Step } from '#lambdas/core/checkout/steps.ts';
import type { LogLevel } from '#lambdas/telemetry/log-port.ts';

// The checkout's step runner (lambdas/core/checkout/steps.ts): steps run in
// order, each is logged, and a failure undoes the completed steps in reverse
// before the error reaches the caller.

type Trace = string[];

function step(name: string, options: { fails?: boolean; done?: boolean; undoFails?: boolean; noUndo?: boolean } = {}): Step<Trace> {
  return {
    name,
    async run(trace) {
      trace.push(`run ${name}`);
      if (options.fails) throw new Error(`${name} broke`);
      return options.done ? 'done' : undefined;
    },
    ...(options.noUndo
      ? {}
      : {
          async compensate(trace: Trace) {
            trace.push(`undo ${name}`);
            if (options.undoFails) throw new Error(`${name} undo broke`);
          },
        }),
  };
}

function recordingLog() {
  const lines: { level: LogLevel; message: string; fields: Record<string, unknown> }[] = [];
  return { lines, log: (level: LogLevel, message: string, fields: Record<string, unknown>) => void lines.push({ level, message, fields }) };
}

describe('runSteps', () => {
  it('runs every step in order and logs each one by name', async () => {
    const trace: Trace = [];
    const { lines, log } = recordingLog();
    await runSteps('test flow', [step('a'), step('b'), step('c')], trace, log);
    expect(trace).toEqual(['run a', 'run b', 'run c']);
    expect(lines.map((line) => [line.level, line.fields.step])).toEqual([
      ['info', 'a'],
      ['info', 'b'],
      ['info', 'c'],
    ]);
    expect(lines.every((line) => line.fields.workflow === 'test flow')).toBe(true);
  });

  it('undoes the completed steps in reverse when one fails, then rethrows its error', async () => {
    const trace: Trace = [];
    const { lines, log } = recordingLog();
    const run = runSteps(
      'test flow',
      [step('a'), step('b', { noUndo: true }), step('c'), step('d', { fails: true }), step('e')],
      trace,
      log,
    );
    await expect(run).rejects.toThrow('d broke');
    // The failed step is not undone (it cleans up after itself); the one after it never runs.
    expect(trace).toEqual(['run a', 'run b', 'run c', 'run d', 'undo c', 'undo a']);
    expect(lines.find((line) => line.level === 'warn')).toMatchObject({ fields: { step: 'd', error: 'Error: d broke' } });
    expect(lines.filter((line) => line.message.endsWith('undone')).map((line) => line.fields.step)).toEqual(['c', 'a']);
  });

  it('goes on undoing when one compensation fails, and logs that one as an error', async () => {
    const trace: Trace = [];
    const { lines, log } = recordingLog();
    const run = runSteps('test flow', [step('a'), step('b', { undoFails: true }), step('c', { fails: true })], trace, log);
    await expect(run).rejects.toThrow('c broke');
    expect(trace).toEqual(['run a', 'run b', 'run c', 'undo b', 'undo a']);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.fields.step)).toEqual(['b']);
  });

  it("stops at a step that answers 'done', undoing nothing", async () => {
    const trace: Trace = [];
    const { log } = recordingLog();
    await runSteps('test flow', [step('a'), step('b', { done: true }), step('c')], trace, log);
    expect(trace).toEqual(['run a', 'run b']);
  });
});

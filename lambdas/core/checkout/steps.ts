import { logEvent, type LogSink } from '#lambdas/telemetry/log-port.ts';

// A workflow as named steps, each with its action and its compensation (the
// shape of Medusa's workflows): run in order, each logged; when one fails, the
// steps that completed are undone in reverse and the error goes on to the caller.
// See README.md in this folder (the steps of placing an order).

export type Step<Context> = {
  name: string;
  /** 'done': the answer is found; the steps after it do not run and nothing is undone. */
  run(context: Context): Promise<void | 'done'>;
  /** Undoes what run did, when a later step fails; its own failure is logged, and the other undoings still run. */
  compensate?(context: Context): Promise<void>;
};

/** Runs `steps` in order; `log` is the log port (tests pass their own). */
export async function runSteps<Context>(
  workflow: string,
  steps: readonly Step<Context>[],
  context: Context,
  log: LogSink = logEvent,
): Promise<void> {
  const completed: Step<Context>[] = [];
  for (const step of steps) {
    const started = Date.now();
    let outcome: void | 'done';
    try {
      outcome = await step.run(context);
    } catch (error) {
      log('warn', `${workflow}: ${step.name} failed`, { workflow, step: step.name, error: String(error) });
      await undo(workflow, completed.reverse(), context, log);
      throw error;
    }
    log('info', `${workflow}: ${step.name}`, { workflow, step: step.name, ms: Date.now() - started });
    if (outcome === 'done') return;
    completed.push(step);
  }
}

async function undo<Context>(workflow: string, steps: readonly Step<Context>[], context: Context, log: LogSink): Promise<void> {
  for (const step of steps) {
    if (!step.compensate) continue;
    try {
      await step.compensate(context);
      log('info', `${workflow}: ${step.name} undone`, { workflow, step: step.name });
    } catch (error) {
      log('error', `${workflow}: ${step.name} not undone`, { workflow, step: step.name, error: String(error) });
    }
  }
}

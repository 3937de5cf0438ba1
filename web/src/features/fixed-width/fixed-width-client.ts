import { createEngine } from './fixed-width-engine.ts';
import type { WorkerRequest, WorkerResponse } from './fixed-width-protocol.ts';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** Talks to the converter's Web Worker; answers come back in order of asking. */
export function createFixedWidthClient() {
  let next = 0;
  const waiting = new Map<number, (r: WorkerResponse) => void>();
  const worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./fixed-width.worker.ts', import.meta.url), { type: 'module' });
  const inline = worker ? null : createEngine();
  worker?.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  });
  return {
    ask(body: WithoutId<WorkerRequest>): Promise<WorkerResponse> {
      const req: WorkerRequest = { ...body, id: ++next };
      if (!worker) return Promise.resolve((inline ?? createEngine())(req));
      return new Promise((resolve) => {
        waiting.set(req.id, resolve);
        worker.postMessage(req);
      });
    },
    close: () => worker?.terminate(),
  };
}
export type FixedWidthClient = ReturnType<typeof createFixedWidthClient>;

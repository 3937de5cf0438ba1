import { createEngine } from './fixed-width-engine.ts';
import type { WorkerRequest } from './fixed-width-protocol.ts';

// Splitting and detecting a 5 MB file takes long enough to freeze a page; here it does not.
const answer = createEngine();
self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  self.postMessage(answer(event.data));
});

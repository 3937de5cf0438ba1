import type { Detection, TableOptions } from './fixed-width.ts';

// Messages between the page and its Web Worker (the text stays in the worker).

/** How many raw lines the page gets to draw the ruler and the preview. */
export const PREVIEW_LINES = 300;

export type WorkerRequest =
  | { id: number; kind: 'load'; text: string }
  | { id: number; kind: 'export'; options: TableOptions; names: string[]; format: 'csv' | 'rows' };

export type Loaded = { detection: Detection; lineCount: number; head: string[] };

export type WorkerResponse =
  | { id: number; kind: 'loaded'; loaded: Loaded }
  | { id: number; kind: 'csv'; csv: string; rows: number }
  | { id: number; kind: 'rows'; rows: string[][] }
  | { id: number; kind: 'error'; message: string };

import { isCadSource, type CadSource } from '#contracts/board-files.ts';

// Browser-storage flags of docs/data-model.md#browser-storage-flags: 'true' marks a set flag; the CAD tool is
// remembered by name.
export const LAST_CAD_SOURCE_KEY = 'lastCADSourceUploaded';
export const DRC_EXPLANATION_KEY = 'drcExplanation';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice is simply not remembered.
  }
}

export function lastCadSource(): CadSource | null {
  const stored = read(LAST_CAD_SOURCE_KEY);
  return isCadSource(stored) ? stored : null;
}

export function rememberCadSource(source: CadSource): void {
  write(LAST_CAD_SOURCE_KEY, source);
}

export function hasSeenDrcExplanation(): boolean {
  return read(DRC_EXPLANATION_KEY) === 'true';
}

export function markDrcExplanationSeen(): void {
  write(DRC_EXPLANATION_KEY, 'true');
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const fixturesDir = path.join(repoRoot, 'test/fixtures/boards');
/** The shared real-board collection sits beside the clone (in CI too). */
export const sharedData = path.resolve(repoRoot, '../shared/data');
export const sharedBoards = path.join(sharedData, 'boards');
export const hasSharedBoards = existsSync(sharedBoards);
export const SHARED_MISSING = `../shared/data/boards not found beside the repository (${sharedBoards}): skipping the full real-board tests`;

export function loadFile(file: string): { name: string; bytes: Uint8Array } {
  return { name: path.basename(file), bytes: new Uint8Array(readFileSync(file)) };
}

export function fixture(rel: string) {
  return loadFile(path.join(fixturesDir, rel));
}

export function makeZip(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files))
    entries[name] = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return zipSync(entries);
}

/** How many times `(footprint ` / `(module ` opens at the top level of a KiCad file: the truth the reader must match. */
export function countKicadFootprints(text: string): number {
  return (text.match(/^\s*\((footprint|module) /gm) ?? []).length;
}

export function countEagleElements(text: string): number {
  return (text.match(/<element /g) ?? []).length;
}

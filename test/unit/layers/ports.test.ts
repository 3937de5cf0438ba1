import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Ports only for outside systems, one place per area (docs/architecture.md#ports): a core area's port types are
// declared in its `<noun>-ports.ts`, which holds types only and imports them only from the contracts, the AWS and
// card-payment adapters, the Mailer, or another ports file. A port whose member is a core module's function or type
// (a rule, a reader, the parts index, the table) fails here: the core module calls that module directly.

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** What a ports file may import: the outside systems' adapters and shared port types, and the contracts. */
const PORT_SOURCES = [
  /^contracts\//,
  /^lambdas\/core\/aws\//,
  /^lambdas\/core\/payments\/card-payments\.ts$/,
  /^lambdas\/core\/notifications\/mailer\.ts$/,
  /-ports\.ts$/,
];

const isPortsFile = (file: string) => /-ports\.ts$/.test(file);

const files = (folder: string) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', folder], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file.endsWith('.ts'));

/** The repository path an import names, from the file that imports it. */
function resolved(file: string, specifier: string): string {
  if (specifier.startsWith('#')) return specifier.slice(1);
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier);
  return specifier;
}

/** Exported types named `…Port` or `…Ports` declared outside a ports file. */
function portTypesOutsidePortsFiles(file: string, source: string): string[] {
  if (isPortsFile(file)) return [];
  return [...source.matchAll(/^export type (\w+Ports?)\b/gm)].map((match) => `${file} ${match[1]}`);
}

/** What a core ports file does that a declaration of outside systems must not. */
function portsFileProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  for (const match of source.matchAll(/^import\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)';/gm)) {
    const [, typeOnly, names, specifier] = match;
    const target = resolved(file, specifier!);
    if (!typeOnly && !/^\{\s*type\s/.test(names!)) problems.push(`${file}: imports values from ${target}; a ports file holds types only`);
    if (!PORT_SOURCES.some((allowed) => allowed.test(target))) problems.push(`${file}: a port typed from ${target}, a core module`);
  }
  for (const match of source.matchAll(/^export (?:const|let|function|async function|class) (\w+)/gm))
    problems.push(`${file}: declares ${match[1]}; wiring belongs in lambdas/http or lambdas/events`);
  return problems;
}

/** Handler folders with more than one ports file. */
function foldersWiringTwice(handlerFiles: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const file of handlerFiles.filter(isPortsFile))
    counts.set(path.posix.dirname(file), (counts.get(path.posix.dirname(file)) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([folder]) => folder);
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('ports', () => {
  const core = files('lambdas/core');

  it('reads the core', () => {
    expect(core.filter(isPortsFile).length).toBeGreaterThanOrEqual(5);
  });

  it('are declared in a ports file of their area', () => {
    expect(core.flatMap((file) => portTypesOutsidePortsFiles(file, read(file)))).toEqual([]);
  });

  it('are typed only from outside systems, the contracts and other ports', () => {
    expect(core.filter(isPortsFile).flatMap((file) => portsFileProblems(file, read(file)))).toEqual([]);
  });

  it('are wired in one file per handler folder', () => {
    expect(foldersWiringTwice([...files('lambdas/http'), ...files('lambdas/events')])).toEqual([]);
  });
});

describe('the ports rules on small examples', () => {
  const file = 'lambdas/core/parts/part-ports.ts';

  it('refuse a port typed from a core module, a value import and a declaration', () => {
    const source = [
      "import type { CatalogueIndex } from './search/catalogue-index.ts';",
      "import { currentIndex } from '../aws/parts-index-reads.ts';",
      'export type PartPorts = { catalogue(): Promise<CatalogueIndex> };',
      'export const partPorts = { catalogue: currentIndex };',
    ].join('\n');
    expect(portsFileProblems(file, source)).toEqual([
      `${file}: a port typed from lambdas/core/parts/search/catalogue-index.ts, a core module`,
      `${file}: imports values from lambdas/core/aws/parts-index-reads.ts; a ports file holds types only`,
      `${file}: declares partPorts; wiring belongs in lambdas/http or lambdas/events`,
    ]);
  });

  it('accept outside systems, the contracts and other ports', () => {
    const source = [
      "import type { Part } from '#contracts/parts.ts';",
      "import type { UploadsBucket } from '../aws/uploads-bucket.ts';",
      "import { type Mailer } from '../notifications/mailer.ts';",
      "import type { BoardFiles } from '../boards/board-ports.ts';",
      'export type PartPorts = { files: BoardFiles; uploads: UploadsBucket; mailer: Mailer; known(): Promise<Part[]> };',
    ].join('\n');
    expect(portsFileProblems(file, source)).toEqual([]);
  });

  it('find a port type outside a ports file, and one folder wiring twice', () => {
    expect(portTypesOutsidePortsFiles('lambdas/core/parts/parts.ts', 'export type PartPorts = { mailer: Mailer };')).toEqual([
      'lambdas/core/parts/parts.ts PartPorts',
    ]);
    expect(portTypesOutsidePortsFiles(file, 'export type PartPorts = { mailer: Mailer };')).toEqual([]);
    expect(
      foldersWiringTwice(['lambdas/http/parts/a-ports.ts', 'lambdas/http/parts/b-ports.ts', 'lambdas/http/users/user-pool-ports.ts']),
    ).toEqual(['lambdas/http/parts']);
  });
});

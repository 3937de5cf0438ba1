import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No import cycles on the Node side (docs/contributing.md#dependency-direction): the handlers, domain modules, data
// layer and contracts, the CDK app, the local stack and the commands. Checked over the import graph read with
// TypeScript's parser, type-only imports left out (they vanish at run time), every other one followed: static,
// re-exports and dynamic `import()`. ESLint's import-x/no-cycle did this by parsing each dependency again per file
// it linted, a third of ESLint's time.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const FOLDERS = ['lambdas', 'contracts', 'lib', 'local', 'bin'];
const ALIASES: Record<string, string> = { '#contracts/': 'contracts/', '#lambdas/': 'lambdas/', '#web/': 'web/src/' };

const nodeFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', ...FOLDERS], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && existsSync(path.join(root, file)));

/** The repository file an import names, or null for a package or Node built-in. */
export function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return ALIASES[alias] + specifier.slice(alias.length);
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return null;
}

/** What a file imports at run time: static imports and re-exports that are not type-only, and dynamic `import()`. */
export function runtimeImports(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/** The cycles of a graph: its strongly connected components of more than one file, or a file importing itself (Tarjan, iterative). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.file) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ file: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        if (component.length > 1 || edges.includes(frame.file)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle, a self-import and a type-only import as what they are', () => {
    const source = (imports: string) => imports;
    expect(runtimeImports('lambdas/a.ts', source("import { b } from './b.ts';\nimport type { C } from '#lambdas/c.ts';"))).toEqual([
      'lambdas/b.ts',
    ]);
    expect(
      runtimeImports(
        'lambdas/x/a.ts',
        "export * from '../b.ts';\nexport type { T } from './t.ts';\nconst m = await import('#contracts/m.ts');",
      ),
    ).toEqual(['lambdas/b.ts', 'contracts/m.ts']);
    expect(runtimeImports('lambdas/a.ts', "import { type A, type B } from './b.ts';\nimport 'node:fs';\nimport z from 'zod';")).toEqual([]);
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has none on the Node side', () => {
    const files = nodeFiles();
    expect(files.length).toBeGreaterThan(500);
    const graph = new Map(files.map((file) => [file, runtimeImports(file, readFileSync(path.join(root, file), 'utf8'))]));
    expect(importCycles(graph)).toEqual([]);
  });
});

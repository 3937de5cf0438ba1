import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// "Someone changed it first" is said one way (docs/architecture.md#the-data-layer):
// a store function throws ConflictError, never an answer of its own. This reads
// every store file in lambdas/core/db and fails on the two shapes a home-made
// conflict takes: a marker literal ('stale', 'busy', 'version_conflict'…), and a
// failed condition answered with a value by a function that is not an only-once
// write (create if absent, record once).

const DB = join(import.meta.dirname, '../../../lambdas/core/db');

// The parts domain's writes still answer a race their own way (bins and
// inventory: { problem: 'conflict' }; labels and manual parts: false). Another
// change reworks that domain; each file leaves this list when it throws ConflictError.
const storeFiles = readdirSync(DB)
  .filter((f) => f.endsWith('.ts') && f !== 'conditional-failure.ts')
  .sort();

const parse = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
const source = (file: string) => parse(file, readFileSync(join(DB, file), 'utf8'));

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  ts.forEachChild(node, (child) => visit(child, each));
}

/** An identifier-like string that names a lost race. */
const MARKER = /^(stale|retry|busy|conflict|lease_lost)$|conflict|_changed$/;

/** A failed condition answered with a value instead of thrown. */
const VALUE_ANSWER = /isConditionalFailure\(\w+\)\)\s*return\b|return\s+!result\.canceled|result\.canceled\s*\?/;

/** How an only-once write (or a record that is simply absent) describes its answer. */
const ONLY_ONCE = /\bonce\b|\bunless\b|\balready\b|\btaken\b|\bnot on the list\b/i;

function markers(sf: ts.SourceFile): string[] {
  const found: string[] = [];
  visit(sf, (node) => {
    if (ts.isStringLiteral(node) && /^[a-z_]+$/.test(node.text) && MARKER.test(node.text)) found.push(`${sf.fileName}: '${node.text}'`);
  });
  return found;
}

function valueAnswers(sf: ts.SourceFile): string[] {
  const found: string[] = [];
  visit(sf, (node) => {
    if (!ts.isFunctionDeclaration(node) || !node.body) return;
    if (!VALUE_ANSWER.test(node.body.getText(sf))) return;
    const doc = ts
      .getJSDocCommentsAndTags(node)
      .map((d) => d.getText(sf))
      .join(' ');
    if (!ONLY_ONCE.test(doc)) found.push(`${sf.fileName}: ${node.name?.text ?? '(anonymous)'}`);
  });
  return found;
}

describe('store functions report a lost write race as ConflictError', () => {
  it('reads the store files', () => {
    expect(storeFiles).toEqual(expect.arrayContaining(['carts.ts', 'addresses.ts', 'place-order.ts', 'cancel-order.ts', 'orders.ts']));
  });

  it('names no conflict marker of their own', () => {
    expect(storeFiles.map(source).flatMap(markers)).toEqual([]);
  });

  it('answers a failed condition with a value only for an only-once write', () => {
    expect(storeFiles.map(source).flatMap(valueAnswers)).toEqual([]);
  });

  it('finds both shapes in store functions written the old way, and lets an only-once write be', () => {
    const old = parse(
      'old.ts',
      `/** Saves it; 'stale' when another save came first. */
export async function save(): Promise<'saved' | 'stale'> { return result.canceled ? 'stale' : 'saved'; }
/** Moves it; false when another actor moved it first. */
export async function move(): Promise<boolean> { try { await write(); return true; } catch (error) { if (isConditionalFailure(error)) return false; throw error; } }
/** Creates it once; false when it exists already. */
export async function create(): Promise<boolean> { return !result.canceled; }`,
    );
    expect(markers(old)).toEqual(["old.ts: 'stale'", "old.ts: 'stale'"]);
    expect(valueAnswers(old)).toEqual(['old.ts: save', 'old.ts: move']);
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isKnownErrorCode } from '#contracts/error-codes.ts';
import { errorStatus } from '#contracts/errors.ts';

// The error codes stay one typed list (docs/architecture.md#error-codes): the
// table in contracts/error-codes.ts is well formed, every code in it is sent by
// the server, and no code outside the table reads a code against a string
// literal (`error.code === 'version_conflict'`, `case 'bom_checking':` in a
// switch on a code). The web asks isErrorCode(error, code) and the server
// builds new AppError(code): both typed, so a misspelt code fails typecheck.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const TABLE = 'contracts/error-codes.ts';
const codes = Object.keys(ERROR_CODES);

/** The TypeScript files of the server, the web and the contracts (git's, and new ones not yet added). */
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', 'lambdas', 'web/src', 'contracts'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && file !== TABLE);

const parsed = sources.map((file) => {
  const text = readFileSync(`${root}/${file}`, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return { file, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind) };
});

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** The text of a string literal (or a template without substitutions), else null. */
function literalText(node: ts.Node): string | null {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
}

/** The name an expression reads last: `error.code` → code, `body?.['error_code']` → error_code, `code` → code. */
function lastName(node: ts.Expression): string | null {
  let n: ts.Expression = node;
  while (ts.isParenthesizedExpression(n) || ts.isNonNullExpression(n) || ts.isAsExpression(n)) n = n.expression;
  if (ts.isIdentifier(n)) return n.text;
  if (ts.isPropertyAccessExpression(n)) return n.name.text;
  if (ts.isElementAccessExpression(n)) return literalText(n.argumentExpression);
  return null;
}

/** An expression that holds an error code, by its name: `code`, `errorCode`, `error_code`. */
const readsCode = (node: ts.Expression) => /(?:^|_)code$|^\w+Code$/.test(lastName(node) ?? '');

/** A string literal that is an error code, compared with an expression that holds a code. */
function codeLiteralComparisons(source: ts.SourceFile): { line: number; code: string }[] {
  const found: { line: number; code: string }[] = [];
  const report = (node: ts.Node, code: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, code });
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      for (const [literal, other] of [
        [node.left, node.right],
        [node.right, node.left],
      ] as const) {
        const text = literalText(literal);
        if (text !== null && isKnownErrorCode(text) && readsCode(other)) report(literal, text);
      }
    }
    if (ts.isSwitchStatement(node) && readsCode(node.expression)) {
      for (const clause of node.caseBlock.clauses) {
        const text = ts.isCaseClause(clause) ? literalText(clause.expression) : null;
        if (text !== null && isKnownErrorCode(text)) report(clause, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the error-code table', () => {
  it('gives every code a snake_case name, a status of an error kind and a sentence', () => {
    const statuses = new Set<number>(Object.values(errorStatus));
    for (const [code, { status, message }] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      expect(statuses.has(status), `${code}: status ${status}`).toBe(true);
      expect(message, code).toMatch(/^[A-Z].*[.!]$/);
    }
  });

  it('lists only codes the server sends', () => {
    const literals = new Set<string>();
    const collect = (node: ts.Node) => {
      const text = literalText(node);
      if (text !== null) literals.add(text);
      ts.forEachChild(node, collect);
    };
    // The edge's and the gateway's own 429 is sent before any handler runs (contracts/rate-limited-answer.ts).
    for (const { file, source } of parsed) if (file.startsWith('lambdas/') || file === 'contracts/rate-limited-answer.ts') collect(source);
    expect(codes.filter((code) => !literals.has(code))).toEqual([]);
  });
});

describe('error codes in code', () => {
  it('are never compared with a string literal outside the table', () => {
    const found = parsed.flatMap(({ file, source }) =>
      codeLiteralComparisons(source).map(({ line, code }) => `${file}:${line} compares a code with '${code}'`),
    );
    expect(found, 'use isErrorCode(error, code) from web/src/lib/api/api-error.ts, or an ErrorCode-typed value').toEqual([]);
  });

  it('catches a literal comparison, either way round, and a case of a switch on a code', () => {
    const source = ts.createSourceFile(
      'sample.ts',
      [
        "if (error.code === 'version_conflict') retry();",
        "if ('bom_checking' !== body?.['error_code']) wait();",
        "switch (errorCode) { case 'cart_version_conflict': break; case 'not_a_code': break; }",
        "if (outcome.problem === 'insufficient_stock') note();", // a domain outcome that shares a code's spelling
        "if (error.code === 'not_a_code') ignore();",
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    expect(codeLiteralComparisons(source)).toEqual([
      { line: 1, code: 'version_conflict' },
      { line: 2, code: 'bom_checking' },
      { line: 3, code: 'cart_version_conflict' },
    ]);
  });
});

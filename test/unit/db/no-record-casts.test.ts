import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md#the-data-layer: record types come from the entities
// (`EntityItem<typeof Entity>`) and JSON attributes are parsed with their zod
// schemas where they are read. A cast would hide a drifted shape until it
// breaks a domain rule far from the read, so the data layer has none.

const DB_DIR = fileURLToPath(new URL('../../../lambdas/core/db/', import.meta.url));

/**
 * Casts still in data-layer files outside the parts domain, owned by other
 * work: file → how many. Exact, so fixing one fails this test until the entry
 * goes too.
 */
const KNOWN_ELSEWHERE: Record<string, number> = {};

const CAST_PATTERNS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'cast to a Stored… type', pattern: /\bas\s+(?:readonly\s+)?Stored\w*/g },
  { what: 'cast to a …Record type', pattern: /\bas\s+(?:readonly\s+)?\w*Record\b/g },
  { what: 'cast to an array of a named type', pattern: /\bas\s+(?:readonly\s+)?[A-Z]\w*(?:<[^>]*>)?\[\]/g },
  { what: 'cast to an Array of a named type', pattern: /\bas\s+(?:readonly\s+|Readonly)?Array<[A-Z]/g },
  { what: 'double cast through unknown', pattern: /\bas\s+unknown\s+as\b/g },
];

type RecordCast = { line: number; what: string; text: string };

/** Where `JSON.parse(...)` is directly followed by `as` (arguments may nest parentheses). */
function jsonParseCasts(source: string): number[] {
  const found: number[] = [];
  for (let start = source.indexOf('JSON.parse('); start >= 0; start = source.indexOf('JSON.parse(', start + 1)) {
    let depth = 0;
    let end = start + 'JSON.parse'.length;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    if (/^\s*as\b/.test(source.slice(end + 1))) found.push(start);
  }
  return found;
}

function findRecordCasts(source: string): RecordCast[] {
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const textAt = (offset: number) => source.split('\n')[lineAt(offset) - 1]!.trim();
  const casts: RecordCast[] = [];
  for (const { what, pattern } of CAST_PATTERNS) {
    for (const match of source.matchAll(pattern)) casts.push({ line: lineAt(match.index), what, text: textAt(match.index) });
  }
  for (const offset of jsonParseCasts(source)) casts.push({ line: lineAt(offset), what: 'JSON.parse(...) cast', text: textAt(offset) });
  return casts.sort((a, b) => a.line - b.line);
}

/** Comments are prose ("… as JSON"), not code. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:])\/\/.*$/gm, '$1');
}

function dataLayerFiles(): string[] {
  return readdirSync(DB_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .sort();
}

describe('the record-cast finder', () => {
  it('finds each kind of cast', () => {
    const source = [
      'const a = item as StoredPart;',
      'const b = (data[0] as UserRecord | undefined) ?? null;',
      'const c = data as InventoryMovement[];',
      'const d = JSON.parse(gunzip(Buffer.from(x, "base64")).toString()) as LabeledCharacter[];',
      'const e = JSON.parse(text) as Header;',
      'const f = item as Record<string, unknown>;',
      'const g = data as Array<BinRecord>;',
      'const h = value as unknown as Part;',
    ].join('\n');
    expect(findRecordCasts(source).map((c) => c.line)).toEqual([1, 2, 3, 4, 4, 5, 6, 7, 8]);
  });

  it('lets parsed JSON, typed reads and literal narrowing through', () => {
    const source = [
      'const a = StoredLabelsSchema.parse(JSON.parse(stored));',
      'const raw: unknown = JSON.parse(gunzipSync(buf).toString("utf8"));',
      "const b = ['id', 'stock'] as const;",
      'const c = change.from as OrderState;',
      'const d: PartItem[] = data;',
    ].join('\n');
    expect(findRecordCasts(source)).toEqual([]);
  });

  it('ignores casts written in comments', () => {
    expect(findRecordCasts(withoutComments('/** PriceBreak[] as JSON */\n// x as StoredPart\nconst a = 1;'))).toEqual([]);
  });
});

describe('lambdas/core/db', () => {
  it('has no record casts and no JSON.parse casts', () => {
    const files = dataLayerFiles();
    expect(files.length).toBeGreaterThan(30);
    const unexpected: string[] = [];
    for (const file of files) {
      const casts = findRecordCasts(withoutComments(readFileSync(path.join(DB_DIR, file), 'utf8')));
      if (casts.length === (KNOWN_ELSEWHERE[file] ?? 0)) continue;
      unexpected.push(
        `${file}: ${casts.length} casts (expected ${KNOWN_ELSEWHERE[file] ?? 0})`,
        ...casts.map((c) => `  ${file}:${c.line} ${c.what}: ${c.text}`),
      );
    }
    expect(unexpected).toEqual([]);
  });
});

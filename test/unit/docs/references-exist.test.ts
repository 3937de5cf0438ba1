import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textsOf } from './comment-texts.ts';

// Every file path and `docs/…md#anchor` the docs and the code comments name must exist, so no comment or doc points
// at a file that moved, a heading that was renamed or a document that is not in the repository. All misses are
// reported at once, as `file:line → target (why)`.
//
// Read: the files git tracks (and new files not yet added), less test/fixtures (vendored boards, BOMs and catalogues,
// with their own READMEs) and package-lock.json.
// - Markdown: every relative link, `[x](../access.md#anchor)` resolved against the file's folder and `[x](#anchor)`
//   against the file itself; every repository path in the text, code spans and code blocks (`web/src/app/router.tsx`,
//   `docs/access.md#staff-pages`).
// - Code (.ts, .tsx, .js, .css, .html, shell scripts): every repository path in a comment, the `#web/`, `#contracts/`
//   and `#lambdas/` import aliases included; in strings, only paths of Markdown files (test titles and lint messages
//   cite docs too).
// - In both: a Markdown file named without a folder (`README.md`, `states.md#orders`), looked up beside the text, in
//   docs/ and at the root; and no citation, by its name in capitals (OUTSIDE_DOCUMENT), of the style guide or the
//   product specification, which are kept outside the repository.
// A repository path starts with a top-level folder of the repository (`web/`, `docs/`, `lib/`…) not preceded by a path
// character, and runs to the last path character, less a trailing full stop. It must be a file or folder of the
// repository; a `#anchor` on a Markdown file must be one of its headings slugged as GitHub does (lower case,
// punctuation other than `-` and `_` dropped, each space a hyphen, `-1`, `-2` after a repeated heading), or an
// `<a id>` in it. A path with placeholders (`<feature>`, `{id}`, `${name}`, `*`, `…`) must match at least one file or
// folder: `<x>`, `{x}` and `${x}` stand for any text, `*` for a name, `**` and `…` for any path.
// Not checked: links to other sites (`https:`, `mailto:`); paths git ignores (build output such as web/dist/, which a
// command makes); paths relative to the code file or to web/src (`./x.ts`, `config/paths.ts`), which carry no
// top-level folder to anchor them. A web/src path that begins with a top-level name (lib, test…) is read from the
// root, so write it in full (`web/src/lib/auth/…`).

const root = fileURLToPath(new URL('../../..', import.meta.url));
const ALIASES: Record<string, string> = { '#web/': 'web/src/', '#contracts/': 'contracts/', '#lambdas/': 'lambdas/' };
const SKIPPED = (file: string) => file.startsWith('test/fixtures/') || file === 'package-lock.json';

type Reference = { from: string; line: number; target: string; outside?: true };

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const fileSet = new Set(files);
/** Every folder that holds a file: `a/b/c.ts` gives `a` and `a/b`. */
const folderSet = new Set(files.flatMap((file) => [...file.matchAll(/\//g)].map((slash) => file.slice(0, slash.index))));
const TOP_FOLDERS = [...folderSet].filter((folder) => !folder.includes('/'));

// ---- Finding paths in text ----

const SEGMENT = String.raw`(?:[\w.\-/*…]|<[\w-]+>|\{[\w-]+\}|\$\{[^}\s]*\})`;
const PATH = new RegExp(
  String.raw`(?<![\w.\/@#$-])(#web\/|#contracts\/|#lambdas\/|(?:${TOP_FOLDERS.map((f) => f.replace(/[.$]/g, '\\$&')).join('|')})\/)(${SEGMENT}*)(#[\w-]+)?`,
  'g',
);
const PLACEHOLDER = /[<{*…]|\$\{/;

/** The repository paths (with their #anchor) written in a piece of text. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(PATH)].map(([, folder, rest, anchor]) => {
    const full = (ALIASES[folder!] ?? folder!) + rest!;
    return full.replace(/\.+$/, '') + (anchor ?? '');
  });
}

// A Markdown file named without a folder (`README.md`, `states.md#orders`) is the one beside the text, or in docs/,
// or at the root; if there is none, the bare name is reported.
const BARE_MARKDOWN = /(?<![\w./#@$-])([\w-]+\.md)(#[\w-]+)?(?![\w/])/g;
function bareMarkdownIn(text: string, folder: string): string[] {
  return [...text.matchAll(BARE_MARKDOWN)].map(([, name, anchor]) => {
    const found = [path.posix.join(folder, name!), `docs/${name}`, name!].find((candidate) => fileSet.has(candidate));
    return (found ?? name!) + (anchor ?? '');
  });
}

/** Everything a comment or a line of Markdown names: repository paths and bare Markdown names. */
function namedIn(text: string, from: string): string[] {
  return [...pathsIn(text), ...bareMarkdownIn(text, path.posix.dirname(from))];
}

// The style guide and the product specification are kept outside the repository: nothing here may cite them.
const OUTSIDE_DOCUMENT = /\b(?:STYLE|SPEC)(?:\.md)?\b/;

// ---- Markdown ----

/** GitHub's heading ids: lower case, punctuation other than `-` and `_` dropped, each space a hyphen. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

type MarkdownFacts = { anchors: Set<string>; references: Reference[] };

function readMarkdown(file: string, source: string): MarkdownFacts {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const references: Reference[] = [];
  const folder = path.posix.dirname(file);
  let fence = '';
  source.split('\n').forEach((text, index) => {
    const line = index + 1;
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fenceMark && (!fence || fenceMark.startsWith(fence))) {
      fence = fence ? '' : fenceMark;
      return;
    }
    if (OUTSIDE_DOCUMENT.test(text)) references.push({ from: file, line, target: OUTSIDE_DOCUMENT.exec(text)![0], outside: true });
    if (fence) {
      // Commands and file trees in code blocks name repository paths too.
      for (const target of pathsIn(text)) references.push({ from: file, line, target });
      return;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count ? `${base}-${count}` : base);
    }
    for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id!);
    // Links, outside code spans.
    const prose = text.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
    for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target!)) continue;
      const [pathPart, anchor] = target!.split('#') as [string, string | undefined];
      const resolved = pathPart ? path.posix.normalize(path.posix.join(folder, decodeURIComponent(pathPart))) : file;
      references.push({ from: file, line, target: resolved + (anchor ? `#${anchor}` : '') });
    }
    // Paths written in the text, in backticks or not (not the link targets, checked above).
    const withoutLinks = text.replace(/\]\([^)]*\)/g, ']');
    for (const target of namedIn(withoutLinks, file)) references.push({ from: file, line, target });
  });
  return { anchors, references };
}

// ---- The walk ----

function walk() {
  const markdown = new Map<string, MarkdownFacts>();
  const references: Reference[] = [];
  for (const file of files) {
    if (SKIPPED(file)) continue;
    if (file.endsWith('.md')) {
      const facts = readMarkdown(file, readFileSync(path.join(root, file), 'utf8'));
      markdown.set(file, facts);
      references.push(...facts.references);
      continue;
    }
    const isScript = /\.(?:[cm]?js|tsx?|css|html|sh)$/.test(file) || /^(?:bin|\.ci)\/[^./]+$/.test(file);
    if (!isScript) continue;
    const { comments, strings } = textsOf(file, readFileSync(path.join(root, file), 'utf8'));
    for (const { line, text } of comments) {
      for (const target of namedIn(text, file)) references.push({ from: file, line, target });
      const outside = OUTSIDE_DOCUMENT.exec(text);
      if (outside) references.push({ from: file, line, target: outside[0], outside: true });
    }
    for (const { line, text } of strings) {
      if (!text.includes('.md')) continue;
      for (const target of pathsIn(text)) if (/\.md(?:#|$)/.test(target)) references.push({ from: file, line, target });
    }
  }
  return { markdown, references };
}

function anchorsOf(file: string, markdown: Map<string, MarkdownFacts>): Set<string> {
  const known = markdown.get(file);
  if (known) return known.anchors;
  const facts = readMarkdown(file, readFileSync(path.join(root, file), 'utf8'));
  markdown.set(file, facts);
  return facts.anchors;
}

/** A path with placeholders as a pattern: `<x>`, `{x}`, `${x}` stand for any text, `*` for a name, `**` and `…` for any path. */
function placeholderPattern(file: string): RegExp {
  const pattern = file
    .split(/(<[\w-]+>|\{[\w-]+\}|\$\{[^}]*\}|\*\*|\*|…)/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return part === '*' ? '[^/]*' : part === '**' || part === '…' ? '.*' : '.+';
    })
    .join('');
  return new RegExp(`^${pattern}$`);
}

/** Why a reference misses, or null when it holds. */
function miss(target: string, markdown: Map<string, MarkdownFacts>): string | null {
  const hash = target.indexOf('#');
  const file = (hash < 0 ? target : target.slice(0, hash)).replace(/\/$/, '');
  const anchor = hash < 0 ? '' : target.slice(hash + 1);
  if (file.startsWith('../') || file === '..') return 'outside the repository';
  if (PLACEHOLDER.test(file)) {
    const pattern = placeholderPattern(file);
    return files.some((f) => pattern.test(f)) || [...folderSet].some((f) => pattern.test(f)) ? null : 'matches no file or folder';
  }
  if (!fileSet.has(file) && !folderSet.has(file)) return 'no such file or folder';
  if (anchor && file.endsWith('.md') && !anchorsOf(file, markdown).has(anchor)) return `no heading #${anchor}`;
  return null;
}

/** The paths git ignores: build output and local data (web/dist/, cdk.out/, .local-data/), made by a command, never stored. */
function ignoredByGit(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const asked = paths.flatMap((p) => [p, `${p}/`]); // `web/dist/` in .gitignore matches `web/dist` only as a folder
  const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin', '-z'], {
    cwd: root,
    input: asked.join('\0'),
    encoding: 'utf8',
  });
  const ignored = result.stdout.split('\0').filter(Boolean);
  return new Set(ignored.map((p) => p.replace(/\/$/, '')));
}

describe('references in docs and comments', () => {
  const { markdown, references } = walk();

  it('finds the references it is meant to check, in docs and in code', () => {
    expect(TOP_FOLDERS).toEqual(expect.arrayContaining(['.ci', 'bin', 'contracts', 'docs', 'lambdas', 'lib', 'local', 'test', 'web']));
    expect(references.filter((r) => r.from.endsWith('.md')).length).toBeGreaterThan(500);
    expect(references.filter((r) => !r.from.endsWith('.md')).length).toBeGreaterThan(500);
    expect(references).toContainEqual({ from: 'docs/how-to/add-a-page.md', line: expect.any(Number), target: 'docs/messages.md' });
  });

  it('names only paths and headings that exist', () => {
    const found = references.flatMap((reference) => {
      const why = reference.outside ? 'a document outside the repository' : miss(reference.target, markdown);
      return why ? [{ ...reference, why }] : [];
    });
    const ignored = ignoredByGit([...new Set(found.filter((m) => m.why === 'no such file or folder').map((m) => m.target))]);
    const misses = found.filter((m) => !ignored.has(m.target)).map(({ from, line, target, why }) => `${from}:${line} → ${target} (${why})`);
    expect(misses, `${misses.length} references miss:\n${misses.join('\n')}`).toEqual([]);
  });
});

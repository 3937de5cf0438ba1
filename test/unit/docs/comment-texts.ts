// The comments and strings of a code file, each with its line, for test/unit/docs/references-exist.test.ts: a small
// lexer for scripts (strings, template literals and regular expressions skipped), and comment readers for CSS, HTML
// and shell scripts.

export type Text = { line: number; text: string };

// A `/` starts a regular expression after an operator, an opening bracket or one of these words; else it divides.
const REGEX_AFTER = new Set('(,=:[!&|?{};+-*%~^'.split(''));
const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);
const isWordChar = (c: string | undefined) => c !== undefined && /[\w$]/.test(c);

/** Whether a `/` after `previous` (the last code character, or 'value' after a literal) starts a regular expression. */
function startsRegex(source: string, previous: number | 'value'): boolean {
  if (previous === 'value') return false;
  if (previous < 0) return true;
  const c = source[previous]!;
  if (REGEX_AFTER.has(c) || c === '}') return true;
  if (!isWordChar(c)) return false;
  let start = previous;
  while (start > 0 && isWordChar(source[start - 1])) start--;
  return REGEX_AFTER_WORDS.has(source.slice(start, previous + 1));
}

/** Where the regular expression starting at `start` ends: its closing `/` (outside a class), or the end of its line. */
function regexEnd(source: string, start: number): number {
  let j = start + 1;
  let inClass = false;
  while (j < source.length && source[j] !== '\n') {
    const r = source[j];
    if (r === '\\') j++;
    else if (r === '[') inClass = true;
    else if (r === ']') inClass = false;
    else if (r === '/' && !inClass) break;
    j++;
  }
  return j;
}

/**
 * The comments of a JavaScript, TypeScript or TSX file, and the text of its strings and template literals, told apart
 * from regular expressions by the token before a `/` (enough for our code; JSX text is read as code).
 */
function scriptTexts(source: string): { comments: Text[]; strings: Text[] } {
  const comments: Text[] = [];
  const strings: Text[] = [];
  const braces: ('code' | 'template')[] = [];
  const n = source.length;
  let line = 1;
  let i = 0;
  // The last code character before i, or 'value' just after a string, template or regular expression.
  let previous: number | 'value' = -1;
  const advanceTo = (end: number) => {
    for (let j = source.indexOf('\n', i); j >= 0 && j < end; j = source.indexOf('\n', j + 1)) line++;
    i = end;
  };
  const template = () => {
    // i is just past a backtick or the `}` that ends a `${…}`.
    const start = { i, line };
    const chunk = () => strings.push({ line: start.line, text: source.slice(start.i, i) });
    while (i < n) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        chunk();
        i++;
        previous = 'value';
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        chunk();
        braces.push('template');
        i += 2;
        previous = i - 1;
        return;
      } else {
        if (c === '\n') line++;
        i++;
      }
    }
  };
  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      i++;
    } else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      comments.push({ line, text: source.slice(i + 2, stop) });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      source
        .slice(i + 2, stop - 2)
        .split('\n')
        .forEach((text, k) => comments.push({ line: line + k, text }));
      advanceTo(stop);
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      strings.push({ line, text: source.slice(i + 1, j) });
      advanceTo(Math.min(j + 1, n));
      previous = 'value';
    } else if (c === '`') {
      i++;
      template();
    } else if (c === '/' && startsRegex(source, previous)) {
      advanceTo(Math.min(regexEnd(source, i) + 1, n));
      previous = 'value';
    } else {
      if (c === '{') braces.push('code');
      previous = i;
      i++;
      if (c === '}' && braces.pop() === 'template') template();
    }
  }
  return { comments, strings };
}

/** `/* … *\/` comments of a stylesheet. */
function cssComments(source: string): Text[] {
  const comments: Text[] = [];
  for (const match of source.matchAll(/\/\*([\s\S]*?)\*\//g)) {
    const start = source.slice(0, match.index).split('\n').length;
    match[1]!.split('\n').forEach((text, k) => comments.push({ line: start + k, text }));
  }
  return comments;
}

/** `<!-- … -->` comments of an HTML page, and the comments of its inline scripts. */
function htmlComments(source: string): Text[] {
  const comments: Text[] = [];
  for (const match of source.matchAll(/<!--([\s\S]*?)-->/g)) {
    const start = source.slice(0, match.index).split('\n').length;
    match[1]!.split('\n').forEach((text, k) => comments.push({ line: start + k, text }));
  }
  for (const match of source.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    const start = source.slice(0, match.index! + match[1]!.length).split('\n').length;
    comments.push(...scriptTexts(match[2]!).comments.map((c) => ({ line: start + c.line - 1, text: c.text })));
  }
  return comments;
}

/** `#` comments of a shell script: a `#` at the start of a word, outside quotes. */
function shellComments(source: string): Text[] {
  const comments: Text[] = [];
  source.split('\n').forEach((text, index) => {
    if (index === 0 && text.startsWith('#!')) return;
    let quote = '';
    for (let j = 0; j < text.length; j++) {
      const c = text[j]!;
      if (quote) {
        if (c === '\\' && quote === '"') j++;
        else if (c === quote) quote = '';
      } else if (c === '\\') j++;
      else if (c === '"' || c === "'") quote = c;
      else if (c === '#' && (j === 0 || /\s/.test(text[j - 1]!))) {
        comments.push({ line: index + 1, text: text.slice(j + 1) });
        return;
      }
    }
  });
  return comments;
}

/** A code file's comments, and its strings (of which only Markdown paths are checked: test titles, lint messages). */
export function textsOf(file: string, source: string): { comments: Text[]; strings: Text[] } {
  if (/\.(?:[cm]?js|tsx?)$/.test(file)) return scriptTexts(source);
  if (file.endsWith('.css')) return { comments: cssComments(source), strings: [] };
  if (file.endsWith('.html')) return { comments: htmlComments(source), strings: [] };
  if (file.endsWith('.sh') || /^#!.*\b(?:ba)?sh\b/.test(source)) return { comments: shellComments(source), strings: [] };
  return { comments: [], strings: [] };
}

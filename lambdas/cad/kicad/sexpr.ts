import { CannotProcessError } from '../cannot-process-error.ts';
import { decimalValue, decimalValueIn } from '../decimal-text.ts';

/**
 * A KiCad s-expression: atoms and quoted strings both become JS strings,
 * except the coordinates of `(xy X Y)` points, read as numbers (readPoint).
 */
export type SExpr = string | number | SExpr[];
export type SList = SExpr[];

/** Parses KiCad's s-expression text in one pass (KiCad files are a few MB at most). */
export function parseSExpr(text: string): SList {
  return parseLists(text);
}

/**
 * Parses the text, handing each list directly inside the root to `visit` as
 * soon as it closes instead of keeping it in the root (the root returned holds
 * only its atoms). A board's items are then garbage once read, not a tree of
 * the whole file that every young-generation collection copies while the
 * board is read (13 MB for a 1.4 MB file).
 */
export function forEachTopLevelList(text: string, visit: (list: SList) => void): SList {
  return parseLists(text, visit);
}

function parseLists(text: string, visit?: (list: SList) => void): SList {
  const stack: SList[] = [];
  let root: SList | undefined;
  let current: SList | undefined;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 40 /* ( */) {
      if (current && text.charCodeAt(i + 1) === 120 /* x */ && text.charCodeAt(i + 2) === 121 /* y */) {
        const end = readPoint(text, i + 3, current);
        if (end > 0) {
          i = end;
          continue;
        }
      }
      const list: SList = [];
      if (current) {
        current.push(list);
        stack.push(current);
      } else if (root) {
        break;
      } else {
        root = list;
      }
      current = list;
      i++;
    } else if (c === 41 /* ) */) {
      const closed = current;
      current = stack.pop();
      i++;
      if (!current) break;
      if (visit && current === root) {
        current.pop();
        visit(closed!);
      }
    } else if (c === 34 /* " */) {
      let j = i + 1;
      let value = '';
      let from = j;
      while (j < n && text.charCodeAt(j) !== 34) {
        if (text.charCodeAt(j) === 92 /* \ */) {
          value += text.slice(from, j);
          const next = text[j + 1] ?? '';
          value += next === 'n' ? '\n' : next;
          j += 2;
          from = j;
        } else j++;
      }
      value += text.slice(from, j);
      current?.push(value);
      i = j + 1;
    } else if (c <= 32) {
      i++;
    } else {
      let j = i;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d <= 32 || d === 40 || d === 41) break;
        j++;
      }
      current?.push(text.slice(i, j));
      i = j;
    }
  }
  if (!root) throw new CannotProcessError('The KiCad file is empty or damaged.');
  // Lists still open at the end: the file was cut short (an interrupted upload or save).
  if (current)
    throw new CannotProcessError('The KiCad file is incomplete: it ends in the middle of the board. Save it again and re-upload.');
  return root;
}

/** Whether the character can be part of an unquoted atom. */
function isAtomCharacter(code: number): boolean {
  return code > 32 && code !== 40 && code !== 41 && code !== 34;
}

/**
 * Reads the rest of a `(xy X Y)` point from `from` (just after "xy") into
 * ['xy', X, Y] with X and Y as numbers, without slicing them out as strings:
 * half of a board file is zone-fill points. Returns where the point ends, or
 * -1 for anything else (another shape of list), read the general way then.
 */
function readPoint(text: string, from: number, into: SList): number {
  let i = from;
  if (!(text.charCodeAt(i) <= 32)) return -1;
  while (text.charCodeAt(i) <= 32) i++;
  const xFrom = i;
  while (isAtomCharacter(text.charCodeAt(i))) i++;
  const xTo = i;
  if (xTo === xFrom || !(text.charCodeAt(i) <= 32)) return -1;
  while (text.charCodeAt(i) <= 32) i++;
  const yFrom = i;
  while (isAtomCharacter(text.charCodeAt(i))) i++;
  const yTo = i;
  if (yTo === yFrom) return -1;
  while (text.charCodeAt(i) <= 32) i++;
  if (text.charCodeAt(i) !== 41 /* ) */) return -1;
  into.push(['xy', decimalValueIn(text, xFrom, xTo), decimalValueIn(text, yFrom, yTo)]);
  return i + 1;
}

export function isList(expr: SExpr | undefined): expr is SList {
  return Array.isArray(expr);
}

export function child(list: SList, name: string): SList | undefined {
  for (const e of list) if (Array.isArray(e) && e[0] === name) return e;
  return undefined;
}

export function children(list: SList, name: string): SList[] {
  const out: SList[] = [];
  for (const e of list) if (Array.isArray(e) && e[0] === name) out.push(e);
  return out;
}

export function num(list: SList | undefined, index: number, fallback = 0): number {
  const v = list?.[index];
  if (typeof v === 'number') return Number.isFinite(v) ? v : fallback;
  if (typeof v !== 'string') return fallback;
  const x = decimalValue(v);
  return Number.isFinite(x) ? x : fallback;
}

export function str(list: SList | undefined, index: number): string | undefined {
  const v = list?.[index];
  return typeof v === 'string' ? v : undefined;
}

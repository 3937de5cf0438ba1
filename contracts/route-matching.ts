// How API Gateway (HTTP APIs) picks a route for a request, so the local gateway
// picks the same one and the route table never depends on a choice AWS leaves
// open (docs/security.md#routes-chosen-differently-locally-and-in-aws).
//
// AWS: a full match of path and method first, then a match through a greedy
// `{proxy+}` variable, then the `$default` route; among full matches the most
// specific path (a literal segment over `{param}`), and a route's own method
// over `ANY`. Two routes of one method whose paths can match the same request
// must be ordered by that rule in every segment; otherwise which one answers
// is not defined, and the table refuses the pair.

export type RoutePattern = { readonly method: string; readonly path: string };

/** A path segment's kind, most specific first. */
const Segment = { Literal: 0, Param: 1, Greedy: 2 } as const;
type SegmentKind = (typeof Segment)[keyof typeof Segment];

const GREEDY = /^\{\w+\+\}$/;
const PARAM = /^\{\w+\}$/;

function segmentsOf(path: string): string[] {
  return path.split('/').slice(1);
}

function kindOf(segment: string): SegmentKind {
  if (GREEDY.test(segment)) return Segment.Greedy;
  return PARAM.test(segment) ? Segment.Param : Segment.Literal;
}

const hasGreedy = (path: string) => segmentsOf(path).some((segment) => kindOf(segment) === Segment.Greedy);

/** The kinds of a path's segments, left to right. */
export function specificityOf(path: string): SegmentKind[] {
  return segmentsOf(path).map(kindOf);
}

/**
 * Orders two routes as API Gateway prefers them: negative when `first` is
 * chosen over `second` for a request both match. A route without a greedy variable first;
 * then segment by segment from the left, the more specific kind first; then
 * the longer path (a greedy variable matches one or more segments, so a route
 * that spells one out is more specific); then a method of its own before `ANY`.
 */
export function compareSpecificity(first: RoutePattern, second: RoutePattern): number {
  const greedy = Number(hasGreedy(first.path)) - Number(hasGreedy(second.path));
  if (greedy !== 0) return greedy;
  const kindsOfFirst = specificityOf(first.path);
  const kindsOfSecond = specificityOf(second.path);
  for (let i = 0; i < Math.min(kindsOfFirst.length, kindsOfSecond.length); i++)
    if (kindsOfFirst[i] !== kindsOfSecond[i]) return kindsOfFirst[i]! - kindsOfSecond[i]!;
  if (kindsOfFirst.length !== kindsOfSecond.length) return kindsOfSecond.length - kindsOfFirst.length;
  return Number(first.method === 'ANY') - Number(second.method === 'ANY');
}

/** Whether one request path could match both patterns. */
export function pathsOverlap(firstPath: string, secondPath: string): boolean {
  const first = segmentsOf(firstPath);
  const second = segmentsOf(secondPath);
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    const x = first[i];
    const y = second[i];
    // A greedy variable takes this segment and all that follow, so the rest agrees.
    if ((x !== undefined && kindOf(x) === Segment.Greedy) || (y !== undefined && kindOf(y) === Segment.Greedy)) return true;
    if (x === undefined || y === undefined) return false;
    if (kindOf(x) === Segment.Literal && kindOf(y) === Segment.Literal && x !== y) return false;
  }
  return true;
}

/**
 * Whether `path` is at least as specific as `other` in every segment and more
 * in one: then API Gateway's choice between them is not in doubt.
 */
function dominates(path: string, other: string): boolean {
  const kinds = specificityOf(path);
  const otherKinds = specificityOf(other);
  let stricter = false;
  for (let i = 0; i < Math.max(kinds.length, otherKinds.length); i++) {
    // Past the end of a greedy path, its variable is still matching: count it as greedy.
    const x: number = kinds[i] ?? Segment.Greedy;
    const y: number = otherKinds[i] ?? Segment.Greedy;
    if (x > y) return false;
    if (x < y) stricter = true;
  }
  return stricter;
}

const methodsMeet = (a: string, b: string) => a === b || a === 'ANY' || b === 'ANY';
/** A path with its variables' names left out: `/a/{x}` and `/a/{y}` match the same requests. */
const shapeOf = (path: string) => path.replace(/\{\w+\+\}/g, '{+}').replace(/\{\w+\}/g, '{}');

/**
 * Pairs of routes that one request could match with neither clearly preferred:
 * the same method (or `ANY` against a method, on equal paths) and overlapping
 * paths of which neither is more specific in every segment. Pairs are checked
 * one against another: n² / 2 comparisons of a few segments, for a table of
 * about a hundred routes.
 */
export function ambiguousRoutePairs<R extends RoutePattern>(table: Record<string, R>): [string, string][] {
  const entries = Object.entries(table);
  const pairs: [string, string][] = [];
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++) {
      const [idA, a] = entries[i]!;
      const [idB, b] = entries[j]!;
      if (!methodsMeet(a.method, b.method) || !pathsOverlap(a.path, b.path)) continue;
      // A full match always beats a greedy one.
      if (hasGreedy(a.path) !== hasGreedy(b.path)) continue;
      // ANY against a method on the same path is settled by the method rule.
      if (a.method !== b.method && shapeOf(a.path) === shapeOf(b.path)) continue;
      if (!dominates(a.path, b.path) && !dominates(b.path, a.path)) pairs.push([idA, idB]);
    }
  }
  return pairs;
}

/** Throws when the table has a pair of routes API Gateway could choose between either way. */
export function assertUnambiguousRoutes<R extends RoutePattern>(table: Record<string, R>): void {
  const pairs = ambiguousRoutePairs(table);
  if (pairs.length > 0)
    throw new Error(
      `Ambiguous routes (one request could match both, neither more specific): ${pairs.map(([a, b]) => `${a} / ${b}`).join(', ')}`,
    );
}

import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../contracts/routes.ts';
import { parseFreeReads, parsesToItself } from '../../../web/parse-free-reads.ts';

// The public reads a first visit makes before zod loads (docs/performance.md#first-calls-without-zod).
describe('parse-free reads', () => {
  it('tells schemas whose parse returns its input from those that rewrite it', () => {
    expect(parsesToItself(z.object({ a: z.optional(z.string()), b: z.array(z.union([z.number(), z.null()])) }))).toBe(true);
    expect(parsesToItself(z.object({ a: z._default(z.string(), 'x') }))).toBe(false);
    expect(parsesToItself(z.string().check(z.trim()))).toBe(false);
    expect(
      parsesToItself(
        z.array(
          z.pipe(
            z.string(),
            z.transform((s) => s.length),
          ),
        ),
      ),
    ).toBe(false);
    expect(parsesToItself(z.object({ n: z.coerce.number() }))).toBe(false);
    type Tree = { children: Tree[] };
    const tree: z.ZodMiniType<Tree> = z.object({ children: z.array(z.lazy(() => tree)) });
    expect(parsesToItself(tree)).toBe(true);
    const dated: z.ZodMiniType = z.object({ children: z.array(z.lazy(() => z.date())) });
    expect(parsesToItself(dated)).toBe(false);
  });

  it('holds the search and the blog, and only public routes whose answers parse to themselves', () => {
    const reads = parseFreeReads(routes);
    expect(reads.searchParts).toEqual(['PUT', '/parts/search']);
    expect(reads.listPosts).toEqual(['GET', '/posts']);
    expect(reads.getPost).toEqual(['GET', '/posts/{slug}']);
    for (const id of Object.keys(reads)) {
      const route = routes[id as keyof typeof routes];
      expect(route.auth).toBe('public');
      expect(parsesToItself(route.response)).toBe(true);
    }
    // A signed-in read with a default in its answer goes through its schema as before.
    expect(reads.getShoppingCart).toBeUndefined();
  });
});

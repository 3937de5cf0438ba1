import { describe, expect, it } from 'vitest';
import { ambiguousRoutePairs, assertUnambiguousRoutes, compareSpecificity, pathsOverlap } from '#contracts/route-matching.ts';
import { routes } from '#contracts/routes.ts';

// API Gateway picks the most specific route; a pair it could pick either way must not be in the table
// (docs/security.md#routes-chosen-differently-locally-and-in-aws).

describe('the route table', () => {
  it('has no two routes one request could match with neither more specific', () => {
    expect(ambiguousRoutePairs(routes)).toEqual([]);
  });
});

describe('ambiguous pairs', () => {
  it('are two routes of one method whose overlapping paths are equally specific', () => {
    expect(
      ambiguousRoutePairs({
        byId: { method: 'GET', path: '/boards/{boardId}' },
        bySlug: { method: 'GET', path: '/boards/{slug}' },
        other: { method: 'PUT', path: '/boards/{slug}' },
      }),
    ).toEqual([['byId', 'bySlug']]);
  });

  it('are two routes each more specific in a different segment', () => {
    expect(
      ambiguousRoutePairs({
        left: { method: 'PUT', path: '/boards/{boardId}/bom' },
        right: { method: 'PUT', path: '/boards/mine/{file}' },
      }),
    ).toEqual([['left', 'right']]);
  });

  it('are not routes of different methods, paths no request shares, or a pair one of which is more specific everywhere', () => {
    expect(
      ambiguousRoutePairs({
        search: { method: 'PUT', path: '/parts/search' },
        part: { method: 'GET', path: '/parts/{partId}' },
        images: { method: 'POST', path: '/internal/posts/images' },
        post: { method: 'POST', path: '/internal/posts/{slug}' },
        deeper: { method: 'POST', path: '/internal/posts/{slug}/images' },
        exact: { method: 'GET', path: '/pets/dog/{id}' },
        greedy: { method: 'GET', path: '/pets/{proxy+}' },
        anything: { method: 'ANY', path: '/{proxy+}' },
        anyPet: { method: 'ANY', path: '/pets/{name}' },
        getPet: { method: 'GET', path: '/pets/{id}' },
      }),
    ).toEqual([]);
  });

  it('make the table refuse to load, naming them', () => {
    expect(() => assertUnambiguousRoutes({ a: { method: 'GET', path: '/a/{x}/c' }, b: { method: 'GET', path: '/a/b/{y}' } })).toThrow(
      'a / b',
    );
  });

  it('are found among ten times the routes of today’s table, all pairs compared', () => {
    const table: Record<string, { method: string; path: string }> = {};
    for (let i = 0; i < 1000; i++) table[`route${i}`] = { method: 'GET', path: `/area${i % 100}/{id}/item${Math.floor(i / 100)}` };
    table.twin = { method: 'GET', path: '/area7/{other}/item3' };
    expect(ambiguousRoutePairs(table)).toEqual([['route307', 'twin']]);
  });
});

describe('overlap and specificity', () => {
  it('finds the paths one request could match', () => {
    expect(pathsOverlap('/a/{x}', '/a/b')).toBe(true);
    expect(pathsOverlap('/a/{x}', '/a/b/c')).toBe(false);
    expect(pathsOverlap('/a/{proxy+}', '/a/b/c')).toBe(true);
    expect(pathsOverlap('/a/{proxy+}', '/b/c')).toBe(false);
    expect(pathsOverlap('/a/b', '/a/c')).toBe(false);
  });

  it('orders a full match over a greedy one, literal over parameter from the left, then a method over ANY', () => {
    const order = [
      { method: 'GET', path: '/pets/dog/{id}' },
      { method: 'GET', path: '/pets/{type}/1' },
      { method: 'GET', path: '/pets/{type}/{id}' },
      { method: 'ANY', path: '/pets/{type}/{id}' },
      { method: 'GET', path: '/pets/dog/{proxy+}' },
      { method: 'GET', path: '/pets/{proxy+}' },
      { method: 'ANY', path: '/{proxy+}' },
    ];
    expect([...order].reverse().sort(compareSpecificity)).toEqual(order);
  });
});

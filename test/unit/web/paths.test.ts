import { describe, expect, it } from 'vitest';
import { paths } from '../../../web/src/config/paths.ts';

type Route = { path: string; getHref: (...args: never[]) => string };

function allRoutes(group: object): Route[] {
  return Object.values(group).flatMap((value: unknown) =>
    typeof value === 'object' && value !== null && 'path' in value ? [value as Route] : allRoutes(value as object),
  );
}

describe('paths', () => {
  it('lists every route exactly once', () => {
    const all = allRoutes(paths).map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us',
        '/newsletter',
        '/blog',
        '/capabilities',
        '/components',
        '/contact',
        '/docs',
        '/forgot-password',
        '/my-account',
        '/press',
        '/press/nsf-phase-i',
        '/press/we-are-moving',
        '/privacy',
        '/shopping-cart',
        '/upload-board',
        '/review-board/:boardId',
        '/order-complete/:orderId',
      ]),
    );
    expect(all.filter((path) => path.startsWith('/internal'))).toHaveLength(21);
    expect(all).toContain('/internal/stock-holds');
  });

  it('links parameterless routes to their own path', () => {
    for (const route of allRoutes(paths).filter((r) => !r.path.includes(':'))) {
      expect((route.getHref as () => string)()).toBe(route.path);
    }
  });

  it('builds board and order links from their ids', () => {
    expect(paths.reviewBoard.getHref('brd_01HZX')).toBe('/review-board/brd_01HZX');
    expect(paths.orderComplete.getHref('ord 1/2')).toBe('/order-complete/ord%201%2F2');
  });

  it('adds the lower-cased CAD tool to the docs link only when given', () => {
    expect(paths.docs.getHref()).toBe('/docs');
    expect(paths.docs.getHref('KiCad')).toBe('/docs?cad=kicad');
  });

  it('puts parts-search state in the query string and keeps the bare path for defaults', () => {
    expect(paths.components.getHref()).toBe('/components');
    expect(paths.components.getHref({})).toBe('/components');
    expect(paths.components.getHref({ searchTerms: '10k 0603' })).toBe('/components?searchTerms=10k+0603');
    expect(
      paths.components.getHref([
        ['category_id', '3'],
        ['category_id', '7'],
      ]),
    ).toBe('/components?category_id=3&category_id=7');
  });

  it('opens the account page in sign-up mode on request', () => {
    expect(paths.myAccount.getHref()).toBe('/my-account');
    expect(paths.myAccount.getHref({ signUp: true })).toBe('/my-account?signUp=true');
  });
});

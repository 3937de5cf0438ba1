import { describe, expect, it } from 'vitest';
import { routes } from '#contracts/routes.ts';
import { compileRoutes, matchRoute } from '../../../local/gateway.ts';

// The local gateway picks the route API Gateway would (docs/local-stack.md#route-choice), whatever order the table
// lists routes in.

const overlapping = {
  catchAll: { method: 'ANY', path: '/{proxy+}' },
  anyPet: { method: 'ANY', path: '/pets/{petId}' },
  pets: { method: 'GET', path: '/pets/{proxy+}' },
  petById: { method: 'GET', path: '/pets/{petId}' },
  petsSearch: { method: 'PUT', path: '/pets/search' },
  dogById: { method: 'GET', path: '/pets/dog/{id}' },
  dogPhoto: { method: 'GET', path: '/pets/dog/{id}/photo' },
  newest: { method: 'GET', path: '/pets/newest' },
};

const choose = (compiled: ReturnType<typeof compileRoutes<{ method: string; path: string }>>, method: string, path: string) => {
  const match = matchRoute(compiled, method, path);
  return match && { id: match.id, params: match.pathParameters };
};

describe('the local gateway’s choice of route', () => {
  it.each([
    ['GET', '/api/pets/dog/1', 'dogById', { id: '1' }],
    ['GET', '/api/pets/dog/1/photo', 'dogPhoto', { id: '1' }],
    ['GET', '/api/pets/newest', 'newest', {}],
    ['GET', '/api/pets/cat', 'petById', { petId: 'cat' }],
    ['DELETE', '/api/pets/cat', 'anyPet', { petId: 'cat' }],
    ['GET', '/api/pets/cat/1', 'pets', { proxy: 'cat/1' }],
    ['PUT', '/api/pets/search', 'petsSearch', {}],
    ['PUT', '/api/pets/newest', 'anyPet', { petId: 'newest' }],
    ['POST', '/api/test/5', 'catchAll', { proxy: 'test/5' }],
  ])('sends %s %s to %s', (method, path, id, params) => {
    // Listed in two orders: the answer must not depend on which route comes first.
    const entries = Object.entries(overlapping);
    for (const table of [Object.fromEntries(entries), Object.fromEntries([...entries].reverse())])
      expect(choose(compileRoutes(table), method, path)).toEqual({ id, params });
  });

  it('leaves a request no route takes to $default', () => {
    expect(choose(compileRoutes({ petById: overlapping.petById }), 'GET', '/api/owners/1')).toBeNull();
    expect(choose(compileRoutes({ petById: overlapping.petById }), 'POST', '/api/pets/1')).toBeNull();
  });

  it('refuses a table with a pair API Gateway could choose either way', () => {
    expect(() => compileRoutes({ ...overlapping, petBySlug: { method: 'GET', path: '/pets/{slug}' } })).toThrow(/petById \/ petBySlug/);
  });

  it('serves the store’s own table, literal paths before parameters where they share a method', () => {
    const compiled = compileRoutes();
    expect(choose(compiled, 'POST', '/api/internal/posts/images')?.id).toBe('createPostImageUpload');
    expect(choose(compiled, 'PUT', '/api/internal/posts/my-post')).toEqual({ id: 'updatePost', params: { slug: 'my-post' } });
    expect(choose(compiled, 'GET', '/api/users/u1/shopping-cart/summary')?.id).toBe('getShoppingCartSummary');
    expect(compiled).toHaveLength(Object.keys(routes).length);
  });
});

import { describe, expect, it } from 'vitest';
import { navItems } from '../../../web/src/app/layout/nav-items.ts';

const labels = (auth: { signedIn: boolean; loading: boolean }) => navItems(auth).map((item) => item.label);

describe('navigation links', () => {
  it('offers "Log in/register" in place of cart and account when signed out', () => {
    expect(labels({ signedIn: false, loading: false })).toEqual(['Parts search', 'Capabilities', 'Docs', 'Order board', 'Log in/register']);
    expect(navItems({ signedIn: false, loading: false }).at(-1)?.href).toBe('/my-account');
  });

  it('shows the cart and account when signed in', () => {
    expect(labels({ signedIn: true, loading: false })).toEqual([
      'Parts search',
      'Capabilities',
      'Docs',
      'Order board',
      'Shopping cart',
      'My account',
    ]);
  });

  it('shows neither while auth is loading', () => {
    expect(labels({ signedIn: false, loading: true })).toEqual(['Parts search', 'Capabilities', 'Docs', 'Order board']);
  });
});

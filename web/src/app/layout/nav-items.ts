import { paths } from '#web/config/paths.ts';

export type NavItem = { key: string; label: string; href: string };

/**
 * The links of the top navigation and the drawer (docs/screens.md#navigation-and-layout). Signed-out users
 * see "Log in/register" in place of the cart and account links; while auth is
 * still loading neither is shown, so the wrong one never flashes.
 */
export function navItems(auth: { signedIn: boolean; loading: boolean }): NavItem[] {
  const items: NavItem[] = [
    { key: 'parts', label: 'Parts search', href: paths.components.getHref() },
    { key: 'capabilities', label: 'Capabilities', href: paths.capabilities.getHref() },
    { key: 'docs', label: 'Docs', href: paths.docs.getHref() },
    { key: 'order', label: 'Order board', href: paths.uploadBoard.getHref() },
  ];
  if (auth.loading) return items;
  if (auth.signedIn) {
    items.push(
      { key: 'cart', label: 'Shopping cart', href: paths.shoppingCart.getHref() },
      { key: 'account', label: 'My account', href: paths.myAccount.getHref() },
    );
  } else {
    items.push({ key: 'login', label: 'Log in/register', href: paths.myAccount.getHref() });
  }
  return items;
}

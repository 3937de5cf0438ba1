import { useSyncExternalStore } from 'react';

// The shell's drawer keeps its open state inside the header; it is a native
// modal <dialog> with the class of its module and the header's menu button
// says aria-expanded. Rather than reach into the shell, the pop-up watches the
// DOM: the menu counts as open while the menu button is expanded or any
// <dialog> other than the pop-up's own is open.
const MENU_OPEN_SELECTOR = 'header button[aria-controls][aria-expanded="true"], dialog[open]:not([data-newsletter-popup])';

function isMenuOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector(MENU_OPEN_SELECTOR) !== null;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open', 'aria-expanded'], childList: true });
  return () => observer.disconnect();
}

export function useMenuOpen(): boolean {
  return useSyncExternalStore(subscribe, isMenuOpen, () => false);
}

// docs/analytics.md#events analytics events of the cart and order. No analytics provider is
// wired into the store yet: events are dispatched on window as
// `copperline:analytics` so one can subscribe later without touching pages.
export type CartAnalyticsEvent = 'Click checkout' | 'Place order' | 'Placed order';

export function trackCartEvent(name: CartAnalyticsEvent, properties: Record<string, string | number> = {}): void {
  window.dispatchEvent(new CustomEvent('copperline:analytics', { detail: { name, properties } }));
}

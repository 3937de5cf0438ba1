// docs/analytics.md#events analytics events of the board flow. No analytics provider is wired
// into the store yet: events are dispatched on window as
// `copperline:analytics` so one can subscribe later without touching pages.
export type BoardAnalyticsEvent =
  | 'Upload board'
  | 'Saw DRC processing'
  | 'Saw DRC results'
  | 'Customer saw board failed'
  | 'Board failed'
  | 'Upload bill of materials'
  | 'Open select part form'
  | 'Populate board';

export function trackBoardEvent(name: BoardAnalyticsEvent, properties: Record<string, string> = {}): void {
  window.dispatchEvent(new CustomEvent('copperline:analytics', { detail: { name, properties } }));
}

// The page's analytics bus (docs/analytics.md#the-event-bus): any feature publishes an event here
// and never talks to the analytics provider itself. The gate and the provider
// (web/src/features/analytics/) listen on window.

export const ANALYTICS_EVENT = 'copperline:analytics';

export type AnalyticsProperties = Record<string, string | number | boolean>;
export type AnalyticsDetail = { name: string; properties: AnalyticsProperties };

/** Publishes one analytics event (docs/analytics.md#events). */
export function publishAnalyticsEvent(name: string, properties: AnalyticsProperties = {}): void {
  window.dispatchEvent(new CustomEvent<AnalyticsDetail>(ANALYTICS_EVENT, { detail: { name, properties } }));
}

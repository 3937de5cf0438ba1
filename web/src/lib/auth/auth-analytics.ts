import { publishAnalyticsEvent } from '#web/lib/analytics-events.ts';

// docs/analytics.md#events: the account events, published on the page's analytics bus.
export type AuthAnalyticsEvent = 'Signed in' | 'Already signed in' | 'Account created' | 'Customer is a professional';

export function trackAuthEvent(name: AuthAnalyticsEvent, properties: Record<string, string | boolean> = {}): void {
  publishAnalyticsEvent(name, properties);
}

/** "Account created" carries whether the marketing opt-in was ticked. */
export const accountCreatedProperties = (marketingOptIn: boolean) => ({ 'marketing-opt-in': marketingOptIn });

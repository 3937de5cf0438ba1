import { publishAnalyticsEvent, type AnalyticsProperties } from './analytics-events.ts';

// docs/analytics.md#errored: "Errored" is an unexpected error the customer
// saw — a page that failed to render, or a request that failed for a reason
// other than an answer (network errors and 5xx). A 4xx is the API answering
// (not found, conflict, invalid input) and each page shows its own message.

export type ErrorPlace = 'page' | 'request';

/** The event's properties, or null when the error was an answer rather than a fault. Pure. */
export function erroredProperties(error: unknown, where: ErrorPlace): AnalyticsProperties | null {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status < 500) return null;
  const kind = error instanceof Error ? error.name : typeof error;
  return typeof status === 'number' ? { where, kind, status } : { where, kind };
}

export function publishErrored(error: unknown, where: ErrorPlace): void {
  const properties = erroredProperties(error, where);
  if (properties) publishAnalyticsEvent('Errored', properties);
}

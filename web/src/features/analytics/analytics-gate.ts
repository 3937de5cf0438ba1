// The one place analytics events are let through or stopped. Features publish
// docs/analytics.md#events events on window as `copperline:analytics` (cart, boards,
// newsletter…); an analytics provider subscribes to them. The gate is the
// bus's first listener — installed at start-up, before the first render, so
// before anything can publish — and stops the events of visitors analytics
// must not follow (analytics-audience.ts) with stopImmediatePropagation, so
// no feature has to remember the rule. Listeners run in the order they were
// added, so a provider subscribes once the gate says it is in place
// (`copperline:analytics-ready` on window, sent once). While the signed-in
// user is still loading, events wait, then go out or are dropped once it is
// known who is there.

import { ANALYTICS_EVENT, type AnalyticsDetail } from '#web/lib/analytics-events.ts';

export { ANALYTICS_EVENT, type AnalyticsDetail };
/** Sent once when the gate is in place: subscribe to ANALYTICS_EVENT from then on, and only events the gate lets through arrive. */
export const ANALYTICS_READY_EVENT = 'copperline:analytics-ready';

export type GateDeps = {
  /** 'loading' until the session is read; then whether this visitor may be tracked. */
  decision(): 'loading' | boolean;
  /** Calls back whenever the decision may have changed; returns an unsubscribe. */
  onChange(listener: () => void): () => void;
};

/** Installs the gate on `target` (window in the app); returns a function that removes it. */
export function installAnalyticsGate(target: EventTarget, deps: GateDeps): () => void {
  let waiting: AnalyticsDetail[] = [];
  const gate = (event: Event) => {
    const decision = deps.decision();
    if (decision === true) return;
    event.stopImmediatePropagation();
    if (decision === 'loading') waiting.push((event as CustomEvent<AnalyticsDetail>).detail);
  };
  const flush = () => {
    const decision = deps.decision();
    if (decision === 'loading' || waiting.length === 0) return;
    const queued = waiting;
    waiting = [];
    if (!decision) return;
    for (const detail of queued) target.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail }));
  };
  target.addEventListener(ANALYTICS_EVENT, gate, { capture: true });
  const unsubscribe = deps.onChange(flush);
  target.dispatchEvent(new Event(ANALYTICS_READY_EVENT));
  return () => {
    target.removeEventListener(ANALYTICS_EVENT, gate, { capture: true });
    unsubscribe();
  };
}

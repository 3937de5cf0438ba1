import type { FlagValue, Flags } from '#web/lib/feature-flags.ts';
import { ANALYTICS_EVENT, type AnalyticsDetail } from './analytics-gate.ts';

// docs/analytics.md#the-provider: forwards the events the gate lets through to
// the analytics provider's SDK. The SDK is loaded only once someone may be
// followed (never for staff or the company's addresses) and only once the
// page is in use or has sat idle; events published before it arrives wait in memory. The
// SDK itself comes in as `load`, so these rules are tested without it.

/** What the store needs of the provider's SDK (posthog-client.ts adapts posthog-js to it). */
export type AnalyticsClient = {
  capture(name: string, properties: Record<string, string | number | boolean>): void;
  identify(userId: string): void;
  /** Forgets the identified person (sign-out, or someone analytics must not follow). */
  reset(): void;
  /** Calls back with the flags whenever the provider (re)evaluates them. */
  onFlags(listener: (flags: Flags) => void): void;
  setPersonProperties(properties: Record<string, FlagValue>): void;
};

export type ProviderDeps = {
  /** The gate's decision: 'loading' until the session is read. */
  decision(): 'loading' | boolean;
  onChange(listener: () => void): () => void;
  /** The product user id of whoever is signed in, or null. */
  userId(): string | null;
  load(): Promise<AnalyticsClient>;
  /** Runs `start` off the critical path: on the first interaction, or once the loaded page has sat idle. */
  afterFirstUse(start: () => void): void;
  /** Keeps the provider's flags for the app (cookie and useFlag). */
  setFlags(flags: Flags): void;
};

/** Events kept while the SDK loads; beyond this the oldest are dropped (a page never publishes this many). */
export const MAX_WAITING = 200;

/** The person properties that carry the flags: `flag <name>`. */
export function flagPersonProperties(flags: Flags): Record<string, FlagValue> {
  const properties: Record<string, FlagValue> = {};
  for (const [name, value] of Object.entries(flags)) properties[`flag ${name}`] = value;
  return properties;
}

/** Subscribes to the bus (after the gate); returns a function that stops forwarding. */
export function startAnalyticsProvider(target: EventTarget, deps: ProviderDeps): () => void {
  let client: AnalyticsClient | null = null;
  let requested = false;
  let waiting: AnalyticsDetail[] = [];
  let identified: string | null = null;

  const syncPerson = () => {
    if (!client) return;
    const id = deps.decision() === true ? deps.userId() : null;
    if (id === identified) return;
    if (id) client.identify(id);
    else client.reset();
    identified = id;
  };

  const requestLoad = () => {
    if (requested || deps.decision() !== true) return;
    requested = true;
    deps.afterFirstUse(() => {
      deps.load().then(
        (loaded) => {
          client = loaded;
          let known = '';
          loaded.onFlags((flags) => {
            // Setting person properties makes the SDK evaluate the flags again: act on a change only, or it never ends.
            const seen = JSON.stringify(Object.entries(flags).sort(([a], [b]) => a.localeCompare(b)));
            if (seen === known) return;
            known = seen;
            deps.setFlags(flags);
            loaded.setPersonProperties(flagPersonProperties(flags));
          });
          syncPerson();
          for (const detail of waiting) loaded.capture(detail.name, detail.properties);
          waiting = [];
        },
        (error: unknown) => {
          waiting = [];
          console.error('The analytics provider could not be loaded', error);
        },
      );
    });
  };

  const onEvent = (event: Event) => {
    const { detail } = event as CustomEvent<AnalyticsDetail>;
    if (client) return client.capture(detail.name, detail.properties);
    waiting.push(detail);
    if (waiting.length > MAX_WAITING) waiting.shift();
    requestLoad();
  };

  target.addEventListener(ANALYTICS_EVENT, onEvent);
  const unsubscribe = deps.onChange(() => {
    requestLoad();
    syncPerson();
  });
  requestLoad();
  return () => {
    target.removeEventListener(ANALYTICS_EVENT, onEvent);
    unsubscribe();
  };
}

import type { RuntimeConfig } from '#contracts/runtime-config.ts';
import { afterFirstUse } from '#web/lib/after-first-use.ts';
import { featureFlags } from '#web/lib/feature-flags.ts';
import { authStore } from '#web/lib/auth/auth-store.ts';
import { DEFAULT_COMPANY_EMAIL_DOMAIN, mayTrack } from './analytics-audience.ts';
import { installAnalyticsGate, type GateDeps } from './analytics-gate.ts';
import { startAnalyticsProvider } from './analytics-provider.ts';

/**
 * At start-up, before any page: the gate (analytics follow neither staff nor the company's own addresses, runtime config
 * `companyEmailDomain`), then the provider when the runtime config names one (`analyticsProjectKey`, `analyticsApiHost`).
 */
export function installAnalytics(config: RuntimeConfig): void {
  const companyDomain = config.companyEmailDomain ?? DEFAULT_COMPANY_EMAIL_DOMAIN;
  const who: GateDeps = {
    decision: () => {
      const { loading, user } = authStore.get();
      return loading ? 'loading' : mayTrack(user, companyDomain);
    },
    onChange: (listener) => authStore.subscribe(listener),
  };
  installAnalyticsGate(window, who);
  const key = config.analyticsProjectKey?.trim();
  const host = config.analyticsApiHost?.trim();
  if (!key || !host) return;
  startAnalyticsProvider(window, {
    ...who,
    userId: () => authStore.get().user?.userId ?? null,
    load: async () =>
      (await import('./posthog-client.ts')).createPostHogClient({ key, apiHost: new URL(host, window.location.origin).href }),
    // Off the first visit's critical path: on the first interaction or once the loaded page has sat idle (docs/analytics.md#the-provider).
    afterFirstUse,
    setFlags: (flags) => featureFlags.set(flags),
  });
}

import type { RuntimeConfig } from '#contracts/runtime-config.ts';
import { authStore } from '../auth/auth-store.ts';
import { DEFAULT_COMPANY_EMAIL_DOMAIN, mayTrack } from './analytics-audience.ts';
import { installAnalyticsGate } from './analytics-gate.ts';

/** At start-up, before any page: analytics follow neither staff nor the company's own addresses (runtime config `companyEmailDomain`). */
export function installAnalytics(config: RuntimeConfig): void {
  const companyDomain = config.companyEmailDomain ?? DEFAULT_COMPANY_EMAIL_DOMAIN;
  installAnalyticsGate(window, {
    decision: () => {
      const { loading, user } = authStore.get();
      return loading ? 'loading' : mayTrack(user, companyDomain);
    },
    onChange: (listener) => authStore.subscribe(listener),
  });
}

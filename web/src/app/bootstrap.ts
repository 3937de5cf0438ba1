import { buildCommitSha, loadRuntimeConfig } from '../config/runtime-config.ts';
import { installAnalytics } from '../features/analytics/install-analytics.ts';
import { configureAuth } from '#web/lib/auth/configure-auth.ts';
import { installTelemetry } from '../lib/telemetry/install-telemetry.ts';
import { watchVersion } from './version-check.ts';

// Runs once before the first render: runtime configuration, the analytics
// gate (before anything can publish an event), browser telemetry (loaded
// after the first paint), auth, version watch.
export async function bootstrap(): Promise<void> {
  const config = await loadRuntimeConfig();
  installAnalytics(config);
  installTelemetry(config, buildCommitSha);
  configureAuth();
  watchVersion(buildCommitSha);
}

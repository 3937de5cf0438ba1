import { buildCommitSha, loadRuntimeConfig } from '../config/runtime-config.ts';
import { configureAuth } from '../features/auth/configure-auth.ts';
import { watchVersion } from './version-check.ts';

// Runs once before the first render: runtime configuration, auth, version watch.
export async function bootstrap(): Promise<void> {
  const config = await loadRuntimeConfig();
  configureAuth(config);
  watchVersion(buildCommitSha);
}

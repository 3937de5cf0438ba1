import { RUNTIME_CONFIG_PATH } from '#contracts/runtime-config-path.ts';
import type { RuntimeConfig } from '#contracts/runtime-config.ts';
import { readRuntimeConfig } from './read-runtime-config.ts';

let config: RuntimeConfig | null = null;
let settle: (loaded: RuntimeConfig) => void = () => {};
// Modules that a preloaded page chunk evaluates before the configuration has
// arrived (Amplify's setup) wait on this instead of throwing at import.
const loaded = new Promise<RuntimeConfig>((resolve) => (settle = resolve));

/** Loads /runtime-config.json (deployed by CDK; served by the local runner). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Cannot load ${RUNTIME_CONFIG_PATH}: ${res.status}`);
  config = readRuntimeConfig(await res.json());
  settle(config);
  return config;
}

/** The configuration once loadRuntimeConfig has read it. */
export function runtimeConfigLoaded(): Promise<RuntimeConfig> {
  return loaded;
}

export function runtimeConfig(): RuntimeConfig {
  if (!config) throw new Error('Runtime configuration is not loaded yet');
  return config;
}

export const buildCommitSha: string = import.meta.env.VITE_COMMIT_SHA ?? 'unknown';

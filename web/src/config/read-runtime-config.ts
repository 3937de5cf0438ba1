import type { RuntimeConfig } from '#contracts/runtime-config.ts';

// RuntimeConfigSchema's rules, checked without zod: the configuration is read
// before the first render, and zod would add 26 kB (gz) to every first visit
// (docs/performance.md#code-splitting). A unit test holds this to the schema.

const REQUIRED = ['region', 'userPoolId', 'userPoolClientId'] as const;
const OPTIONAL = [
  'userPoolEndpoint',
  'outboxUrl',
  'stripePublishableKey',
  'companyEmailDomain',
  'telemetryCollectorUrl',
  'identityPoolId',
  'analyticsApiHost',
  'analyticsProjectKey',
] as const;

export function readRuntimeConfig(value: unknown): RuntimeConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('The runtime configuration is not an object');
  const raw = value as Record<string, unknown>;
  const text = (key: string, required: boolean): string | undefined => {
    const v = raw[key];
    if (v === undefined && !required) return undefined;
    if (typeof v !== 'string') throw new Error(`The runtime configuration's ${key} must be a string`);
    return v;
  };
  if (raw.analyticsEnabled !== undefined && typeof raw.analyticsEnabled !== 'boolean')
    throw new Error("The runtime configuration's analyticsEnabled must be true or false");
  const config: RuntimeConfig = {
    region: text('region', true)!,
    userPoolId: text('userPoolId', true)!,
    userPoolClientId: text('userPoolClientId', true)!,
    analyticsEnabled: raw.analyticsEnabled === true,
  };
  for (const key of OPTIONAL) {
    const v = text(key, false);
    if (v !== undefined) config[key] = v;
  }
  const headers = raw.telemetryCollectorHeaders;
  if (headers !== undefined) {
    if (!headers || typeof headers !== 'object' || Array.isArray(headers) || Object.values(headers).some((v) => typeof v !== 'string')) {
      throw new Error("The runtime configuration's telemetryCollectorHeaders must map header names to strings");
    }
    config.telemetryCollectorHeaders = { ...(headers as Record<string, string>) };
  }
  return config;
}

export const RUNTIME_CONFIG_KEYS = [...REQUIRED, ...OPTIONAL, 'analyticsEnabled', 'telemetryCollectorHeaders'] as const;

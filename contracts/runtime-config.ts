import * as z from 'zod/mini';

// Served as /runtime-config.json next to the SPA: written by CDK at deploy
// time, served by the local runner in development. The same build runs anywhere.
export { RUNTIME_CONFIG_PATH } from './runtime-config-path.ts';

export const RuntimeConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Custom Cognito endpoint (the local pool); absent in AWS. */
  userPoolEndpoint: z.optional(z.string()),
  /** Local only: where the runner shows e-mails the store would send. */
  outboxUrl: z.optional(z.string()),
  stripePublishableKey: z.optional(z.string()),
  analyticsEnabled: z._default(z.boolean(), false),
  /** The analytics provider (PostHog or a self-hosted PostHog): where its browser SDK sends events. */
  analyticsApiHost: z.optional(z.string()),
  /** The provider's public project key; without it no analytics code is loaded and nothing is sent (docs/analytics.md#the-provider). */
  analyticsProjectKey: z.optional(z.string()),
  /** The shop's own e-mail domain: visitors signed in with an address there (and staff) are never tracked. Default copperline.local. */
  companyEmailDomain: z.optional(z.string()),
  /** OpenTelemetry collector the browser exports its spans to (`{url}/v1/traces`, OTLP/HTTP JSON); absent: nothing is recorded, loaded or sent. See docs/browser-telemetry.md. */
  telemetryCollectorUrl: z.optional(z.string()),
  /** Headers for the collector (every browser receives them: never a secret). */
  telemetryCollectorHeaders: z.optional(z.record(z.string(), z.string())),
  /** Cognito identity pool the SPA takes AWS credentials from when signed in. See docs/security.md#identity-pool. */
  identityPoolId: z.optional(z.string()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

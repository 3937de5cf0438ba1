import * as z from 'zod';

// Served as /runtime-config.json next to the SPA: written by CDK at deploy
// time, served by the local runner in development. The same build runs anywhere.
export { RUNTIME_CONFIG_PATH } from './runtime-config-path.ts';

export const RuntimeConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Custom Cognito endpoint (the local pool); absent in AWS. */
  userPoolEndpoint: z.string().optional(),
  /** Local only: where the runner shows e-mails the store would send. */
  outboxUrl: z.string().optional(),
  stripePublishableKey: z.string().optional(),
  analyticsEnabled: z.boolean().default(false),
  /** The analytics provider (PostHog or a self-hosted PostHog): where its browser SDK sends events. */
  analyticsApiHost: z.string().optional(),
  /** The provider's public project key; without it no analytics code is loaded and nothing is sent (docs/analytics.md#the-provider). */
  analyticsProjectKey: z.string().optional(),
  /** The shop's own e-mail domain: visitors signed in with an address there (and staff) are never tracked. Default copperline.local. */
  companyEmailDomain: z.string().optional(),
  /** OpenTelemetry collector the browser exports its spans to (`{url}/v1/traces`, OTLP/HTTP JSON); absent: nothing is recorded, loaded or sent. See docs/browser-telemetry.md. */
  telemetryCollectorUrl: z.string().optional(),
  /** Headers for the collector (every browser receives them: never a secret). */
  telemetryCollectorHeaders: z.record(z.string(), z.string()).optional(),
  /** Cognito identity pool the SPA takes AWS credentials from when signed in. See docs/security.md#identity-pool. */
  identityPoolId: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

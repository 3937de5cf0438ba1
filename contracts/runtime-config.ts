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
  /** The shop's own e-mail domain: visitors signed in with an address there (and staff) are never tracked. Default copperline.local. */
  companyEmailDomain: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

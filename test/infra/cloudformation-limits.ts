// CloudFormation's quotas per template (docs/operating.md#the-deploy-rehearsal): a template past one fails the deploy
// after the upload, so the rehearsal checks them on every synth.
export const CLOUDFORMATION_LIMITS = {
  resources: 500,
  /** A template body uploaded through S3, as `cdk deploy` does for templates past 50 KB. */
  templateBytes: 1_000_000,
  parameters: 200,
  outputs: 200,
} as const;

import { execFileSync } from 'node:child_process';
import { App } from 'aws-cdk-lib';
import '../contracts/zod-locale.ts';
import { addCopperlineStacks } from '../lib/copperline-stacks.ts';

// The CDK app: `npx cdk synth|deploy` (cdk.json runs this with tsx).
// Settings come from context (`-c siteDomain=shop.example.com`) or the
// environment (COPPERLINE_SITE_DOMAIN=…), context first.
const app = new App();

function setting(contextKey: string, envKey: string): string | undefined {
  const fromContext: unknown = app.node.tryGetContext(contextKey);
  const value = typeof fromContext === 'string' ? fromContext : process.env[envKey];
  return value?.trim() || undefined;
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

const siteDomainName = setting('siteDomain', 'COPPERLINE_SITE_DOMAIN');
const siteCertificateArn = setting('siteCertificateArn', 'COPPERLINE_SITE_CERTIFICATE_ARN');
if (siteDomainName && !siteCertificateArn) {
  throw new Error('siteDomain needs siteCertificateArn: an ACM certificate for that domain in us-east-1 (CloudFront).');
}

// Cognito's own mail is capped at a few dozen a day; production sets an SES sender.
const emailFrom = setting('emailFrom', 'COPPERLINE_EMAIL_FROM');

// Browser traces (docs/browser-telemetry.md): the collector's base URL and, as
// a JSON object, headers it needs. Browsers receive both: never a secret.
const collectorUrl = setting('telemetryCollectorUrl', 'COPPERLINE_TELEMETRY_COLLECTOR_URL');
const collectorHeaders = setting('telemetryCollectorHeaders', 'COPPERLINE_TELEMETRY_COLLECTOR_HEADERS');

addCopperlineStacks(app, {
  stage: setting('stage', 'COPPERLINE_STAGE') ?? 'dev',
  // Without credentials (offline synth) these are unset and the stacks are
  // environment-agnostic.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  commitSha: setting('commitSha', 'COMMIT_SHA') ?? gitCommit() ?? 'unknown',
  siteDomain: siteDomainName && siteCertificateArn ? { domainName: siteDomainName, certificateArn: siteCertificateArn } : undefined,
  // Passkeys are bound to the host name the browser sees. Without a custom
  // domain, deploy once, then redeploy with -c passkeyRelyingPartyId=<the
  // CloudFront domain> (the SiteUrl output) to enable them there.
  passkeyRelyingPartyId: setting('passkeyRelyingPartyId', 'COPPERLINE_PASSKEY_RP_ID'),
  // Card payments need both: the publishable key for the browser and the name
  // of an SSM SecureString with the secret key (never the secret itself).
  stripePublishableKey: setting('stripePublishableKey', 'COPPERLINE_STRIPE_PUBLISHABLE_KEY'),
  stripeSecretKeyParameterName: setting('stripeSecretKeyParameter', 'COPPERLINE_STRIPE_SECRET_KEY_PARAMETER'),
  // Stripe's webhooks (https://<site>/api/stripe/webhook): the name of an SSM
  // SecureString with the endpoint's signing secret (whsec_…).
  stripeWebhookSecretParameterName: setting('stripeWebhookSecretParameter', 'COPPERLINE_STRIPE_WEBHOOK_SECRET_PARAMETER'),
  // Analytics never follow staff or anyone signed in with an address at this domain.
  companyEmailDomain: setting('companyEmailDomain', 'COPPERLINE_COMPANY_EMAIL_DOMAIN'),
  // The analytics provider (PostHog, e.g. self-hosted): without a project key no analytics code loads.
  analyticsApiHost: setting('analyticsApiHost', 'COPPERLINE_ANALYTICS_API_HOST'),
  analyticsProjectKey: setting('analyticsProjectKey', 'COPPERLINE_ANALYTICS_PROJECT_KEY'),
  // Alarms (docs/operations-alarms.md) mail this address; it must confirm the subscription.
  alarmEmail: setting('alarmEmail', 'COPPERLINE_ALARM_EMAIL'),
  telemetryCollector: collectorUrl
    ? { url: collectorUrl, headers: collectorHeaders ? (JSON.parse(collectorHeaders) as Record<string, string>) : undefined }
    : undefined,
  emailSender: emailFrom ? { fromEmail: emailFrom, sesRegion: setting('emailSesRegion', 'COPPERLINE_EMAIL_SES_REGION') } : undefined,
  // API credentials get tokens at https://<prefix>.auth.<region>.amazoncognito.com/oauth2/token (docs/api-credentials.md).
  oauthDomainPrefix: setting('oauthDomainPrefix', 'COPPERLINE_OAUTH_DOMAIN_PREFIX'),
});

import { execFileSync } from 'node:child_process';
import type { App } from 'aws-cdk-lib';
import type { CopperlineSettings } from './copperline-stacks.ts';

// The app's settings as an operator gives them (docs/deploying.md): context
// (`-c siteDomain=shop.example.com`) or the environment
// (COPPERLINE_SITE_DOMAIN=…), context first. bin/cdk-app.ts hands them to
// addCopperlineStacks; the infra tests read them without starting the CLI.

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** A setting from `app`'s context, else from `env`; blank is unset. */
const settingOf =
  (app: App, env: NodeJS.ProcessEnv) =>
  (contextKey: string, envKey: string): string | undefined => {
    const fromContext: unknown = app.node.tryGetContext(contextKey);
    const value = typeof fromContext === 'string' ? fromContext : env[envKey];
    return value?.trim() || undefined;
  };

/**
 * An on/off setting: context `true`/`false` (cdk.json) or `on`/`off`/`true`/`false` (`-c name=off`, the environment);
 * unset is `fallback`. Anything else is refused, so a typo never turns a protection off or on silently.
 */
const switchOf =
  (app: App, env: NodeJS.ProcessEnv) =>
  (contextKey: string, envKey: string, fallback: boolean): boolean => {
    const fromContext: unknown = app.node.tryGetContext(contextKey);
    if (typeof fromContext === 'boolean') return fromContext;
    const value = (typeof fromContext === 'string' ? fromContext : env[envKey])?.trim().toLowerCase();
    if (!value) return fallback;
    if (value === 'on' || value === 'true') return true;
    if (value === 'off' || value === 'false') return false;
    throw new Error(`${contextKey} is on or off, not "${value}".`);
  };

/** A Lambda memory size in MB (cdk.json, `-c partsRebuildMemoryMb=10240`, the environment): a size Lambda accepts, else refused. */
const memoryOf =
  (app: App, env: NodeJS.ProcessEnv) =>
  (contextKey: string, envKey: string): number | undefined => {
    const fromContext: unknown = app.node.tryGetContext(contextKey);
    const value = (
      typeof fromContext === 'number' ? String(fromContext) : typeof fromContext === 'string' ? fromContext : env[envKey]
    )?.trim();
    if (!value) return undefined;
    const mb = Number(value);
    if (!Number.isInteger(mb) || mb < 128 || mb > 10_240)
      throw new Error(`${contextKey} is a whole number of MB from 128 to 10240, not "${value}".`);
    return mb;
  };

/** Settings of the outside services: mail, cards, analytics, traces, API credentials' token domain. */
function serviceSettings(setting: ReturnType<typeof settingOf>): Partial<CopperlineSettings> {
  // Cognito's own mail is capped at a few dozen a day; production sets an SES sender.
  const emailFrom = setting('emailFrom', 'COPPERLINE_EMAIL_FROM');
  // Browser traces (docs/browser-telemetry.md): the collector's base URL and, as
  // a JSON object, headers it needs. Browsers receive both: never a secret.
  const collectorUrl = setting('telemetryCollectorUrl', 'COPPERLINE_TELEMETRY_COLLECTOR_URL');
  const collectorHeaders = setting('telemetryCollectorHeaders', 'COPPERLINE_TELEMETRY_COLLECTOR_HEADERS');
  return {
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
  };
}

/** The settings in `app`'s context, else in `env`; throws on a site domain without its certificate. */
export function appSettings(app: App, env: NodeJS.ProcessEnv = process.env): CopperlineSettings {
  const setting = settingOf(app, env);
  const siteDomainName = setting('siteDomain', 'COPPERLINE_SITE_DOMAIN');
  const siteCertificateArn = setting('siteCertificateArn', 'COPPERLINE_SITE_CERTIFICATE_ARN');
  // The API's own domain has the site's name, with a certificate in the stack's region (docs/deploying.md#the-apis-domain).
  const apiCertificateArn = setting('apiCertificateArn', 'COPPERLINE_API_CERTIFICATE_ARN');
  if (siteDomainName && !siteCertificateArn) {
    throw new Error('siteDomain needs siteCertificateArn: an ACM certificate for that domain in us-east-1 (CloudFront).');
  }
  return {
    stage: setting('stage', 'COPPERLINE_STAGE') ?? 'dev',
    // Without credentials (offline synth) these are unset and the stacks are
    // environment-agnostic.
    env: { account: env.CDK_DEFAULT_ACCOUNT, region: env.CDK_DEFAULT_REGION },
    commitSha: setting('commitSha', 'COMMIT_SHA') ?? gitCommit() ?? 'unknown',
    siteDomain:
      siteDomainName && siteCertificateArn
        ? { domainName: siteDomainName, certificateArn: siteCertificateArn, ...(apiCertificateArn ? { apiCertificateArn } : {}) }
        : undefined,
    // The site's web ACL (docs/deploying.md#the-web-acl): on unless `-c waf=off`.
    waf: switchOf(app, env)('waf', 'COPPERLINE_WAF', true),
    // Passkeys are bound to the host name the browser sees. Without a custom
    // domain, deploy once, then redeploy with -c passkeyRelyingPartyId=<the
    // CloudFront domain> (the SiteUrl output) to enable them there.
    passkeyRelyingPartyId: setting('passkeyRelyingPartyId', 'COPPERLINE_PASSKEY_RP_ID'),
    // A restored table the functions use instead of the stack's own (docs/operating.md#restoring-the-table): once
    // set, every later deploy of the stage must set it too, or the functions go back to the old table.
    tableName: setting('tableName', 'COPPERLINE_TABLE_NAME'),
    // Past about 500k parts the search index rebuild needs more than the default 3,008 MB (docs/parts.md#the-index-build-on-every-core).
    partsRebuildMemoryMb: memoryOf(app, env)('partsRebuildMemoryMb', 'COPPERLINE_PARTS_REBUILD_MEMORY_MB'),
    ...serviceSettings(setting),
  };
}

import { Annotations, Aws, Tags } from 'aws-cdk-lib';
import type { App, Environment } from 'aws-cdk-lib';
import { openApiEndpointReason, type SiteDomain } from './api-endpoint.ts';
import { acceptedWildcards } from './accepted-wildcards.ts';
import { AppStack } from './app-stack.ts';
import { EdgeStack } from './edge-stack.ts';
import { keepProviderLogs } from './constructs/log-retention.ts';
import { acknowledgeNagFindings } from './nag-acknowledgements.ts';
import { PROJECT_TAG, STAGE_TAG_KEY } from './stack-tags.ts';
import { StatefulStack } from './stateful-stack.ts';

export type CopperlineSettings = {
  /** dev, staging, prod…: part of the stack names, so stages can share an account. */
  stage: string;
  env?: Environment;
  commitSha: string;
  /**
   * Custom site domain with its us-east-1 ACM certificate (and, outside us-east-1, one in the stack's region for the
   * API's own domain); else CloudFront's domain, and the API's execute-api endpoint stays open.
   */
  siteDomain?: SiteDomain;
  /** The site's web ACL (a rate limit per client address; docs/deploying.md#the-web-acl): on unless false. */
  waf?: boolean;
  /** Defaults to the site domain, else 'localhost'. */
  passkeyRelyingPartyId?: string;
  /** A verified SES sender for Cognito's mail (codes, resets); else Cognito's own, capped daily. */
  emailSender?: { fromEmail: string; sesRegion?: string };
  stripePublishableKey?: string;
  /** The SSM SecureString holding the Stripe secret key (card payments need both keys). */
  stripeSecretKeyParameterName?: string;
  /** The SSM SecureString holding the Stripe webhook signing secret (POST /api/stripe/webhook). */
  stripeWebhookSecretParameterName?: string;
  /** The shop's own e-mail domain: analytics never follow staff or addresses there (default copperline.local). */
  companyEmailDomain?: string;
  /** The analytics provider (PostHog, e.g. self-hosted): its API host and public project key; without a key nothing is sent (docs/analytics.md#the-provider). */
  analyticsApiHost?: string;
  analyticsProjectKey?: string;
  /** Subscribed to the alarm topic (`-c alarmEmail=ops@example.com`). */
  alarmEmail?: string;
  /** Where browsers send their trace spans (OTLP/HTTP JSON); none: browsers send none. */
  telemetryCollector?: { url: string; headers?: Record<string, string> };
  webDistPath?: string;
  /** The user pool domain's prefix for API credentials' tokens (globally unique; default copperline-<stage>-<account>). */
  oauthDomainPrefix?: string;
  /**
   * A table restored to a point in time (`npm run restore-table`) that the functions use instead of the stack's own,
   * which stays, retained (docs/operating.md#restoring-the-table).
   */
  tableName?: string;
  /**
   * The search index rebuilder's memory in MB (default 3,008, what a new account's Lambda quota allows): a catalogue past
   * about 500k parts needs more, and 10,240 gives it six vCPUs to build on (docs/parts.md#the-index-build-on-every-core).
   */
  partsRebuildMemoryMb?: number;
};

// Both stacks and their wiring, shared by bin/cdk-app.ts and the infra tests
// so the tests check exactly what gets deployed.
export function addCopperlineStacks(app: App, settings: CopperlineSettings) {
  const prefix = `Copperline-${settings.stage}`;
  const domainName = settings.siteDomain?.domainName;
  // docs/security.md#bypassing-cloudfront-through-the-execute-api-url: production never launches with it open.
  const apiEndpointOpen = openApiEndpointReason(settings.siteDomain, settings.env?.region);
  if (apiEndpointOpen && settings.stage === 'prod')
    throw new Error(`Stage prod must close the API's execute-api endpoint to all but CloudFront, and cannot: ${apiEndpointOpen}.`);

  const stateful = new StatefulStack(app, `${prefix}-Stateful`, {
    env: settings.env,
    description: 'Copperline data: table, uploads bucket and queue, user pool (retained)',
    terminationProtection: settings.stage === 'prod',
    // Without a custom domain the CloudFront domain is only known after the app
    // stack, which depends on this one; any CloudFront page may then PUT with a
    // presigned URL. The URL itself is the authorisation, CORS only decides
    // which pages may read the answer. Set siteDomain to narrow it.
    siteOrigins: domainName ? [`https://${domainName}`] : ['https://*.cloudfront.net'],
    passkeyRelyingPartyId: settings.passkeyRelyingPartyId ?? domainName ?? 'localhost',
    emailSender: settings.emailSender,
    oauthDomainPrefix: settings.oauthDomainPrefix ?? `copperline-${settings.stage.toLowerCase()}-${Aws.ACCOUNT_ID}`,
    restoredTableName: settings.tableName,
  });

  // CloudFront takes a web ACL only from us-east-1: its own small stack there, whatever the App stack's region.
  const edge =
    settings.waf === false
      ? undefined
      : new EdgeStack(app, `${prefix}-Edge`, { env: settings.env, description: 'Copperline web ACL for the site (CloudFront, us-east-1)' });

  const appStack = new AppStack(app, `${prefix}-App`, {
    env: settings.env,
    description: 'Copperline API, upload processing and site',
    table: stateful.table,
    uploadsBucket: stateful.uploadsBucket,
    uploadProcessingQueue: stateful.uploadProcessingQueue,
    uploadProcessingDlq: stateful.uploadProcessingDlq,
    stockFeedQueue: stateful.stockFeedQueue,
    stockFeedDlq: stateful.stockFeedDlq,
    userPool: stateful.userPool,
    webClient: stateful.webClient,
    oauthTokenUrl: stateful.oauthTokenUrl,
    commitSha: settings.commitSha,
    siteDomain: settings.siteDomain,
    stripePublishableKey: settings.stripePublishableKey,
    stripeSecretKeyParameterName: settings.stripeSecretKeyParameterName,
    stripeWebhookSecretParameterName: settings.stripeWebhookSecretParameterName,
    companyEmailDomain: settings.companyEmailDomain,
    analyticsApiHost: settings.analyticsApiHost,
    analyticsProjectKey: settings.analyticsProjectKey,
    emailFrom: settings.emailSender?.fromEmail,
    emailSesRegion: settings.emailSender?.sesRegion,
    alarmEmail: settings.alarmEmail,
    telemetryCollector: settings.telemetryCollector,
    identityPoolId: stateful.identityPool.ref,
    webDistPath: settings.webDistPath,
    webAclArn: edge?.webAclArn,
    partsRebuildMemoryMb: settings.partsRebuildMemoryMb,
  });
  if (edge) appStack.addStackDependency(edge, 'The site’s distribution uses the edge stack’s web ACL');
  if (apiEndpointOpen)
    Annotations.of(appStack).addWarningV2(
      'copperline:execute-api-open',
      `The API's execute-api endpoint stays open beside CloudFront (${apiEndpointOpen}); callers of it bypass the web ACL.`,
    );

  // The only wildcard resources IAM may name (docs/security.md#a-new-wildcard-fails).
  const wildcards = acceptedWildcards({
    table: stateful.table,
    uploadsBucket: stateful.uploadsBucket,
    siteBucket: appStack.site.bucket,
    siteContent: appStack.site,
    triggered: [appStack.dataMigrations.fn],
  });
  // CDK's provider functions keep their logs a month too, as ours do.
  for (const stack of [stateful, appStack, ...(edge ? [edge] : [])]) keepProviderLogs(stack);
  acknowledgeNagFindings([stateful, appStack, ...(edge ? [edge] : [])], wildcards);
  Tags.of(app).add(PROJECT_TAG.key, PROJECT_TAG.value);
  Tags.of(app).add(STAGE_TAG_KEY, settings.stage);
  return { stateful, app: appStack, edge, wildcards };
}

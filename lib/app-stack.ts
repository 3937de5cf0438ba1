import path from 'node:path';
import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { RuntimeConfigSchema } from '../contracts/runtime-config.ts';
import { routeAreas } from '../contracts/routes.ts';
import { ApiRoutes } from './constructs/api-routes.ts';
import { DataMigrations } from './constructs/data-migrations.ts';
import { Monitoring, type MonitoringProps } from './constructs/monitoring.ts';
import { PartsIndexRebuilder } from './constructs/parts-index-rebuilder.ts';
import { Site } from './constructs/site.ts';
import { StockFeedApplier } from './constructs/stock-feed-applier.ts';
import { StockSweeper } from './constructs/stock-sweeper.ts';
import { GuestBoardSweeper } from './constructs/guest-board-sweeper.ts';
import { UploadProcessor } from './constructs/upload-processor.ts';
import { apiCertificateArnOf, type SiteDomain } from './api-endpoint.ts';
import { repoRoot } from './repo-root.ts';

export type AppStackProps = StackProps & {
  table: ITable;
  uploadsBucket: IBucket;
  uploadProcessingQueue: IQueue;
  uploadProcessingDlq: IQueue;
  /** Create events of the staff page's stock-and-prices feeds, and their dead letters. */
  stockFeedQueue: IQueue;
  stockFeedDlq: IQueue;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  /** The user pool domain's client-credentials token endpoint (API credentials). */
  oauthTokenUrl: string;
  /** The build's commit id, returned by GET /api/version. */
  commitSha: string;
  /**
   * A custom domain for the site; its ACM certificate must be in us-east-1 (CloudFront). The API takes the same name
   * as its own regional domain, with `apiCertificateArn` (this stack's region; the site's certificate in us-east-1).
   */
  siteDomain?: SiteDomain;
  /** The web ACL in front of the site (the edge stack's, in us-east-1); none when turned off. */
  webAclArn?: string;
  stripePublishableKey?: string;
  /** The SSM SecureString (name) holding the Stripe secret key; without it the store has no card payments. */
  stripeSecretKeyParameterName?: string;
  /** The SSM SecureString (name) holding the Stripe webhook signing secret (whsec_…); without it POST /api/stripe/webhook answers 503. */
  stripeWebhookSecretParameterName?: string;
  /** The shop's own e-mail domain (runtime config): analytics never follow addresses there. */
  companyEmailDomain?: string;
  /** The analytics provider's API host and public project key (runtime config; docs/analytics.md#the-provider). */
  analyticsApiHost?: string;
  analyticsProjectKey?: string;
  /** The verified SES sender of customer e-mails; without it order e-mails are logged, not sent. */
  emailFrom?: string;
  /** The SES region of that sender, when not the stack's. */
  emailSesRegion?: string;
  /** Subscribed to the alarm topic (docs/operations-alarms.md); without it the topic has no subscriber. */
  alarmEmail?: string;
  /** Defaults to web/dist in the repository. */
  webDistPath?: string;
  /** The OpenTelemetry collector for browser spans (runtime config; the CSP allows it). See docs/browser-telemetry.md. */
  telemetryCollector?: { url: string; headers?: Record<string, string> };
  /** The identity pool the SPA takes AWS credentials from (runtime config). */
  identityPoolId?: string;
  /** The search index rebuilder's memory in MB (CopperlineSettings.partsRebuildMemoryMb). */
  partsRebuildMemoryMb?: number;
};

// Stateless: the API and its Lambdas, the upload processor, the parts index
// rebuilder and the site. It
// can be torn down and redeployed without touching customer data.
export class AppStack extends Stack {
  readonly apiRoutes: ApiRoutes;
  readonly partsIndexRebuilder: PartsIndexRebuilder;
  readonly site: Site;
  readonly monitoring: Monitoring;
  readonly dataMigrations: DataMigrations;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);

    const environment = lambdaEnvironment(props);
    const stripeSecretKey = props.stripeSecretKeyParameterName
      ? StringParameter.fromSecureStringParameterAttributes(this, 'StripeSecretKey', { parameterName: props.stripeSecretKeyParameterName })
      : undefined;
    const stripeWebhookSecret = props.stripeWebhookSecretParameterName
      ? StringParameter.fromSecureStringParameterAttributes(this, 'StripeWebhookSecret', {
          parameterName: props.stripeWebhookSecretParameterName,
        })
      : undefined;

    this.partsIndexRebuilder = new PartsIndexRebuilder(this, 'PartsIndexRebuilder', {
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      environment,
      memoryMb: props.partsRebuildMemoryMb,
    });

    const apiCertificateArn = apiCertificateArnOf(props.siteDomain, this.region);
    this.apiRoutes = new ApiRoutes(this, 'Api', {
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      userPool: props.userPool,
      partsIndexQueue: this.partsIndexRebuilder.queue,
      webClient: props.webClient,
      stripeSecretKey,
      stripeWebhookSecret,
      environment,
      customDomain:
        props.siteDomain && apiCertificateArn
          ? {
              domainName: props.siteDomain.domainName,
              certificate: Certificate.fromCertificateArn(this, 'ApiCertificate', apiCertificateArn),
            }
          : undefined,
    });

    const stockSweeper = new StockSweeper(this, 'StockSweeper', { table: props.table, environment });
    const guestBoardSweeper = new GuestBoardSweeper(this, 'GuestBoardSweeper', {
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      environment,
    });

    // After the routes that write the current shape are live: data stored in an earlier one is brought up to date.
    this.dataMigrations = new DataMigrations(this, 'DataMigrations', {
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      environment,
      executeAfter: [this.apiRoutes],
    });

    const uploadProcessor = new UploadProcessor(this, 'UploadProcessor', {
      queue: props.uploadProcessingQueue,
      deadLetterQueue: props.uploadProcessingDlq,
      uploadsBucket: props.uploadsBucket,
      table: props.table,
      environment,
    });

    const stockFeedApplier = new StockFeedApplier(this, 'StockFeedApplier', {
      queue: props.stockFeedQueue,
      uploadsBucket: props.uploadsBucket,
      table: props.table,
      environment,
    });

    this.monitoring = new Monitoring(
      this,
      'Monitoring',
      this.monitoringProps(props, uploadProcessor, [stockSweeper, guestBoardSweeper, stockFeedApplier]),
    );

    const runtimeConfig = runtimeConfigOf(props, this.region);

    this.site = new Site(this, 'Site', {
      api: this.apiRoutes.api,
      uploadsBucket: props.uploadsBucket,
      runtimeConfig,
      webDistPath: props.webDistPath ?? path.join(repoRoot, 'web', 'dist'),
      apiDomain: this.apiRoutes.domain,
      webAclArn: props.webAclArn,
      customDomain: props.siteDomain && {
        domainName: props.siteDomain.domainName,
        certificate: Certificate.fromCertificateArn(this, 'SiteCertificate', props.siteDomain.certificateArn),
      },
    });

    this.addOutputs(props);
  }

  /** The alarms and dashboard over the API, the queues and the background functions. */
  private monitoringProps(
    props: AppStackProps,
    uploadProcessor: UploadProcessor,
    [stockSweeper, guestBoardSweeper, stockFeedApplier]: [StockSweeper, GuestBoardSweeper, StockFeedApplier],
  ): MonitoringProps {
    return {
      api: this.apiRoutes.api,
      stageName: this.apiRoutes.stage.stageName,
      routeAreas,
      // see docs/operations-alarms.md#thresholds
      latencyLimits: { createCardPayment: 3000, placeOrder: 3000, stripeWebhook: 3000, createPurchaseOrderUpload: 1000, searchParts: 1000 },
      table: props.table,
      queues: [
        {
          name: 'UploadProcessing',
          queue: props.uploadProcessingQueue,
          deadLetterQueue: props.uploadProcessingDlq,
          deadLetterMeaning: 'Board uploads failed processing and are in the dead-letter queue.',
        },
        {
          name: 'PartsIndex',
          queue: this.partsIndexRebuilder.queue,
          deadLetterQueue: this.partsIndexRebuilder.deadLetterQueue,
          deadLetterMeaning:
            'Parts search snapshot rebuilds failed three times; custom parts may be missing from search until a rebuild succeeds.',
        },
        {
          name: 'StockFeeds',
          queue: props.stockFeedQueue,
          deadLetterQueue: props.stockFeedDlq,
          deadLetterMeaning: 'A stock-and-prices feed from the staff page could not be applied twice; its run may still show Applying.',
        },
      ],
      processors: {
        processBoardUpload: uploadProcessor.fn,
        boardUploadDeadLetter: uploadProcessor.deadLetterFn,
        rebuildPartsIndex: this.partsIndexRebuilder.fn,
        sweepStockHolds: stockSweeper.fn,
        sweepGuestBoards: guestBoardSweeper.fn,
        applyStockFeed: stockFeedApplier.fn,
      },
      otherAlarms: [uploadProcessor.deadLetterAlarm],
      alarmEmail: props.alarmEmail,
    };
  }

  /** The addresses and names a deploy prints. */
  private addOutputs(props: AppStackProps): void {
    const siteUrl = props.siteDomain
      ? `https://${props.siteDomain.domainName}`
      : `https://${this.site.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    // The site domain's DNS record points here (docs/operating.md#7-dns).
    new CfnOutput(this, 'DistributionDomainName', { value: this.site.distribution.distributionDomainName });
    new CfnOutput(this, 'ApiUrl', { value: `${siteUrl}/api`, description: 'The API as browsers reach it' });
    // Only while the execute-api endpoint is open (no API custom domain): otherwise it answers 403.
    if (!this.apiRoutes.domain) new CfnOutput(this, 'ApiGatewayUrl', { value: this.apiRoutes.stage.url });
    new CfnOutput(this, 'UserPoolId', { value: props.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: props.webClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: props.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: props.uploadsBucket.bucketName });
    new CfnOutput(this, 'SiteBucketName', { value: this.site.bucket.bucketName });
  }
}

/** What every function of the stack reads from its environment. */
function lambdaEnvironment(props: AppStackProps): Record<string, string> {
  return {
    TABLE_NAME: props.table.tableName,
    UPLOADS_BUCKET: props.uploadsBucket.bucketName,
    USER_POOL_ID: props.userPool.userPoolId,
    OAUTH_TOKEN_URL: props.oauthTokenUrl,
    COMMIT_SHA: props.commitSha,
    ...(props.emailFrom ? { EMAIL_FROM: props.emailFrom } : {}),
    // Links in e-mails (waitlist invitations); without a domain the Admin's browser origin is used.
    ...(props.siteDomain ? { SITE_URL: `https://${props.siteDomain.domainName}` } : {}),
    ...(props.emailSesRegion ? { EMAIL_SES_REGION: props.emailSesRegion } : {}),
    ...(props.stripeSecretKeyParameterName ? { STRIPE_SECRET_KEY_PARAMETER: props.stripeSecretKeyParameterName } : {}),
    ...(props.stripeWebhookSecretParameterName ? { STRIPE_WEBHOOK_SECRET_PARAMETER: props.stripeWebhookSecretParameterName } : {}),
  };
}

/**
 * The SPA's runtime config. Parsed so a change to the contract's schema fails synth, not the browser.
 */
function runtimeConfigOf(props: AppStackProps, region: string) {
  return RuntimeConfigSchema.parse({
    region,
    userPoolId: props.userPool.userPoolId,
    userPoolClientId: props.webClient.userPoolClientId,
    stripePublishableKey: props.stripePublishableKey,
    analyticsEnabled: false,
    companyEmailDomain: props.companyEmailDomain,
    telemetryCollectorUrl: props.telemetryCollector?.url,
    telemetryCollectorHeaders: props.telemetryCollector?.headers,
    identityPoolId: props.identityPoolId,
    analyticsApiHost: props.analyticsApiHost,
    analyticsProjectKey: props.analyticsProjectKey,
  });
}

import { randomBytes } from 'node:crypto';

// Points the AWS SDK (and so every handler, unchanged) at the local emulators
// through the SDK's standard service-endpoint variables.
export function setLocalAwsEnv(endpoints: {
  dynamo: string;
  s3: string;
  cognito: string;
  sqs: string;
  partsIndexQueueUrl: string;
  email: string;
  tableName: string;
  bucket: string;
  userPoolId: string;
  webClientId: string;
  tokenIssuer: string;
  tokenUrl: string;
  commitSha: string;
}) {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamo,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    AWS_ENDPOINT_URL_SQS: endpoints.sqs,
    PARTS_INDEX_QUEUE_URL: endpoints.partsIndexQueueUrl,
    AWS_ENDPOINT_URL_SESV2: endpoints.email,
    // Customer e-mails (orders) go through SES from this sender; locally to the outbox.
    EMAIL_FROM: 'Copperline <orders@copperline.local>',
    S3_FORCE_PATH_STYLE: 'true',
    TABLE_NAME: endpoints.tableName,
    UPLOADS_BUCKET: endpoints.bucket,
    USER_POOL_ID: endpoints.userPoolId,
    // The scoped-route authorizer and the API credentials (docs/api-credentials.md).
    WEB_CLIENT_ID: endpoints.webClientId,
    TOKEN_ISSUER: endpoints.tokenIssuer,
    OAUTH_TOKEN_URL: endpoints.tokenUrl,
    COMMIT_SHA: endpoints.commitSha,
    // Guest tokens' signing key (docs/access.md#guest-sessions); AWS keeps it in a Secrets Manager secret.
    // A new one each start unless set: a restart ends local guest sessions, as a key rotation would.
    GUEST_TOKEN_KEY: process.env.GUEST_TOKEN_KEY ?? randomBytes(32).toString('base64url'),
    // A rebuilt parts snapshot is searched within half a second here, not 10 s (docs/local-stack.md#parts-search-snapshot).
    PARTS_SNAPSHOT_CHECK_MS: '500',
    // Powertools: no X-Ray here, and no EMF metric lines in the gateway's
    // output; log lines stay JSON (see docs/operations.md#running-locally).
    POWERTOOLS_SERVICE_NAME: 'copperline',
    POWERTOOLS_TRACE_ENABLED: 'false',
    POWERTOOLS_METRICS_DISABLED: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    // Handlers log at INFO (DEBUG if asked) for the local traces view; LOG_LEVEL
    // only decides what the terminal shows (local/handler-log-capture.ts).
    POWERTOOLS_LOG_LEVEL: /^(debug|trace)$/i.test(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL : 'INFO',
  });
}

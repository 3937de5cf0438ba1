// AWS list prices in US East (N. Virginia), us-east-1, as published and in
// effect from December 2024: after DynamoDB's on-demand price cut of
// 1 November 2024 and Cognito's feature plans of 22 November 2024. They were
// not fetched (this code has no network): check them against
// https://aws.amazon.com/pricing/ for your region before relying on them.
// Free tiers are left out. see docs/costs.md#prices
export const PRICES_AS_OF = 'December 2024';
export const PRICES_REGION = 'us-east-1';

export const PRICES = {
  /** Lambda on arm64 (Graviton), per GB-second and per request. */
  lambdaGbSecond: 0.0000133334,
  lambdaRequest: 0.2 / 1e6,
  /** API Gateway HTTP API, per request (first 300 million a month). */
  httpApiRequest: 1.0 / 1e6,
  /** DynamoDB on demand: per write and read request unit, per GB-month stored, per GB-month of point-in-time recovery. */
  dynamoWriteUnit: 0.625 / 1e6,
  dynamoReadUnit: 0.125 / 1e6,
  dynamoStorageGbMonth: 0.25,
  dynamoPitrGbMonth: 0.2,
  /** S3 Standard: per GB-month, per PUT and per GET. */
  s3StorageGbMonth: 0.023,
  s3Put: 0.005 / 1000,
  s3Get: 0.0004 / 1000,
  /** CloudFront, North America and Europe: per HTTPS request and per GB out (first 10 TB). */
  cloudFrontRequest: 0.01 / 10_000,
  cloudFrontGbOut: 0.085,
  /** AWS WAF: per web ACL and per rule a month, per million requests inspected. */
  wafAclMonth: 5.0,
  wafRuleMonth: 1.0,
  wafRequest: 0.6 / 1e6,
  /** Cognito Essentials (the pool's plan: passkeys need it), per monthly active user beyond the 10,000 free. */
  cognitoEssentialsMau: 0.015,
  /** SES, per e-mail sent. */
  sesEmail: 0.1 / 1000,
  /** CloudWatch: per standard alarm a month, per GB of logs ingested and stored a month; X-Ray per trace recorded. */
  cloudWatchAlarmMonth: 0.1,
  cloudWatchLogIngestGb: 0.5,
  cloudWatchLogStoreGbMonth: 0.03,
  xrayTrace: 5.0 / 1e6,
  /** SQS standard queue, per request (Lambda's pollers make them even when idle). */
  sqsRequest: 0.4 / 1e6,
} as const;

export type Prices = { readonly [name in keyof typeof PRICES]: number };

import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { STOCK_FEED_QUEUE } from '#contracts/storage-layout.ts';
import { tableDefinition } from '#lambdas/core/db/table-definition.ts';
import { uploadProcessorTimeout } from '../../lib/upload-processing.ts';
import { appStacks, jsonOf } from './stack-templates.ts';
import { synthCopperline, withSiteDomain } from './synth-copperline.ts';

let stateful: Template;
let app: Template;

beforeAll(() => {
  ({ stateful, app } = synthCopperline());
});

describe('logical ids', () => {
  // Renaming one of these makes CloudFormation create a fresh, empty resource
  // and orphan the retained one (data, users): change them only deliberately.
  it.each([
    ['AWS::DynamoDB::Table', ['TableCD117FA1']],
    ['AWS::S3::Bucket', ['UploadsBucket5E5E9B64']],
    ['AWS::SQS::Queue', ['StockFeedDlq5F18C81B', 'StockFeedQueueD2EDEDF4', 'UploadProcessingDlq08EE8FF7', 'UploadProcessingQueue2079A9F6']],
    ['AWS::Cognito::UserPool', ['UserPool6BA7E5F2']],
    ['AWS::Cognito::UserPoolClient', ['UserPoolWebClient4C9370B0']],
    ['AWS::Cognito::UserPoolGroup', ['AdminGroupCD52047A', 'BloggerGroup8B1EEE52', 'EngineerGroup45682F01']],
  ])('%s keeps its logical ids', (type, ids) => {
    expect(Object.keys(stateful.findResources(type)).sort()).toEqual(ids);
  });
});

describe('the table', () => {
  it('has the keys and every global index of tableDefinition, projecting all attributes', () => {
    const { partitionKey, sortKey, globalIndexes } = tableDefinition;
    const indexes = Object.entries(globalIndexes);
    stateful.resourceCountIs('AWS::DynamoDB::Table', 1);
    stateful.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map(([name, keys]) => ({
        IndexName: name,
        KeySchema: [
          { AttributeName: keys.partitionKey, KeyType: 'HASH' },
          { AttributeName: keys.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      AttributeDefinitions: Match.arrayWith(
        [partitionKey, sortKey, ...indexes.flatMap(([, k]) => [k.partitionKey, k.sortKey])].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
      ),
    });
  });

  it("lets DynamoDB delete expired bookkeeping by tableDefinition's time-to-live attribute", () => {
    stateful.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    });
  });

  it('is on demand, point-in-time recoverable, deletion protected, encrypted and retained', () => {
    stateful.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true },
      }),
    });
  });
});

describe('a restored table (docs/operating.md#restoring-the-table)', () => {
  it('is what every function uses once tableName names it, its indexes granted; the stack’s own table stays, retained', () => {
    const restored = 'Copperline-test-restored-20261128T093000Z';
    const synth = synthCopperline({ tableName: restored });
    synth.stateful.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    const templates = appStacks(synth.stacks.app).map((stack) => JSON.stringify(jsonOf(stack)));
    const functions = appStacks(synth.stacks.app).flatMap((stack) =>
      Object.values(jsonOf(stack).Resources).filter((r) => r.Type === 'AWS::Lambda::Function' && JSON.stringify(r).includes('TABLE_NAME')),
    );
    expect(functions.length).toBeGreaterThan(50);
    for (const fn of functions) expect(JSON.stringify(fn)).toContain(`"TABLE_NAME":"${restored}"`);
    // Grants name the restored table and its indexes; nothing refers to the own table any more.
    expect(templates.some((t) => t.includes(`:table/${restored}/index/*`))).toBe(true);
    expect(templates.filter((t) => t.includes('TableCD117FA1'))).toEqual([]);
  });
});

describe('the uploads bucket', () => {
  it('is private, encrypted, versioned and retained', () => {
    stateful.resourceCountIs('AWS::S3::Bucket', 1);
    stateful.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        VersioningConfiguration: { Status: 'Enabled' },
      }),
    });
  });

  it('refuses requests without TLS', () => {
    stateful.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('accepts presigned PUTs from the site through CORS', () => {
    stateful.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: ['PUT'], AllowedOrigins: ['https://*.cloudfront.net'] })],
      },
    });
  });

  it('narrows CORS to the custom domain when there is one', () => {
    const custom = synthCopperline(withSiteDomain);
    custom.stateful.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://shop.example.com'] })] },
    });
    custom.stateful.hasResourceProperties('AWS::Cognito::UserPool', { WebAuthnRelyingPartyID: 'shop.example.com' });
    custom.app.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Aliases: ['shop.example.com'] }),
    });
  });

  it('aborts incomplete multipart uploads after a day and expires tmp/ after a week', () => {
    stateful.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'tmp/', ExpirationInDays: 7, Status: 'Enabled' }),
        ]),
      },
    });
  });
});

/** The bucket notifications' queues and their dead-letter queues, by logical id (the ids test above keeps them). */
const QUEUES = {
  uploads: { queue: 'UploadProcessingQueue2079A9F6', dlq: 'UploadProcessingDlq08EE8FF7' },
  stockFeeds: { queue: 'StockFeedQueueD2EDEDF4', dlq: 'StockFeedDlq5F18C81B' },
};
const queueProperties = (id: string) => stateful.findResources('AWS::SQS::Queue')[id]?.Properties as Record<string, unknown>;

describe('the upload processing queue', () => {
  it('redrives to a dead-letter queue after three receives; the DLQ keeps messages 14 days', () => {
    stateful.resourceCountIs('AWS::SQS::Queue', 4);
    expect(queueProperties(QUEUES.uploads.dlq)).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 3600 });
    expect(queueProperties(QUEUES.uploads.queue)).toMatchObject({
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [QUEUES.uploads.dlq, 'Arn'] }, maxReceiveCount: 3 },
    });
  });

  it('keeps a message invisible for at least six times the processor timeout', () => {
    const visibility = queueProperties(QUEUES.uploads.queue).VisibilityTimeout as number;
    expect(visibility).toBeGreaterThanOrEqual(6 * uploadProcessorTimeout.toSeconds());
    app.hasResourceProperties('AWS::Lambda::Function', { Timeout: uploadProcessorTimeout.toSeconds(), MemorySize: 1536 });
  });

  it('is fed by object-created events under boards/, and the stock-feed queue by those under stock-feeds/', () => {
    const created = (prefix: string, queueId: string) => ({
      Events: ['s3:ObjectCreated:*'],
      Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: prefix }] } },
      QueueArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
    });
    stateful.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        QueueConfigurations: [created('boards/', QUEUES.uploads.queue), created('stock-feeds/', QUEUES.stockFeeds.queue)],
      },
    });
    stateful.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Allow', Principal: { Service: 's3.amazonaws.com' }, Action: Match.arrayWith(['sqs:SendMessage']) }),
        ]),
      },
    });
  });

  // The dead-letter queue's alarm is in the app stack, beside the others: test/infra/monitoring.test.ts.
});

describe('the stock-feed queue', () => {
  it('redrives after its receives to a dead-letter queue and keeps a message invisible six times the applier timeout', () => {
    expect(queueProperties(QUEUES.stockFeeds.queue)).toMatchObject({
      VisibilityTimeout: 6 * STOCK_FEED_QUEUE.consumerTimeoutSeconds,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [QUEUES.stockFeeds.dlq, 'Arn'] },
        maxReceiveCount: STOCK_FEED_QUEUE.maxReceiveCount,
      },
    });
    expect(queueProperties(QUEUES.stockFeeds.dlq)).toMatchObject({
      MessageRetentionPeriod: STOCK_FEED_QUEUE.deadLetterRetentionDays * 24 * 3600,
    });
    app.hasResourceProperties('AWS::Lambda::Function', { Timeout: STOCK_FEED_QUEUE.consumerTimeoutSeconds, MemorySize: 2048 });
  });
});

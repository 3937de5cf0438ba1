import type { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';
import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import { sesIdentitiesArn } from './constructs/route-grants.ts';

// Every IAM resource with a wildcard that the stacks may grant, named one by
// one: cdk-nag's IAM5 is acknowledged for exactly these (nag-acknowledgements.ts)
// and test/infra/wildcard-resources.test.ts fails on any other, so a new
// wildcard fails until it is added here with its reason
// (docs/security.md#a-new-wildcard-fails).

/** One accepted wildcard resource; with `actions`, only for statements granting nothing else. */
export type AcceptedWildcard = { resource: string; actions?: readonly string[]; reason: string };

/** What the accepted wildcards sit below. */
export type WildcardScopes = {
  table: ITable;
  uploadsBucket: IBucket;
  /** Filled whole by CDK's BucketDeployment (the site). */
  siteBucket: IBucket;
  /** Where the site's BucketDeployments live: their source assets are read whole. */
  siteContent: IConstruct;
  /** Functions a CDK Trigger invokes after each deploy. */
  triggered: readonly IFunction[];
};

const XRAY_WRITES = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
const INVALIDATIONS = ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'];

/** The exact list, built from the resources themselves. */
export function acceptedWildcards(scopes: WildcardScopes): AcceptedWildcard[] {
  const accepted: AcceptedWildcard[] = [
    { resource: '*', actions: XRAY_WRITES, reason: 'X-Ray trace writes (active tracing) have no resource-level permissions.' },
    {
      resource: '*',
      actions: INVALIDATIONS,
      reason: "CDK's BucketDeployment invalidates the site's distribution; CloudFront invalidations are granted on `*` by CDK.",
    },
    { resource: `${scopes.table.tableArn}/index/*`, reason: "The one table's global indexes (CDK's table grants)." },
    { resource: sesIdentitiesArn(scopes.table), reason: "Customer e-mails are sent from one of the account's SES identities." },
    { resource: scopes.siteBucket.arnForObjects('*'), reason: "CDK's BucketDeployment writes the whole site bucket." },
  ];
  for (const prefix of Object.values(BUCKET_PREFIXES)) {
    accepted.push({ resource: scopes.uploadsBucket.arnForObjects(`${prefix}*`), reason: `One prefix of the uploads bucket (${prefix}).` });
  }
  for (const node of scopes.siteContent.node.findAll()) {
    if (node instanceof Asset && node.node.scope instanceof BucketDeployment) {
      accepted.push({ resource: node.bucket.arnForObjects('*'), reason: "CDK's BucketDeployment reads its source assets." });
    }
  }
  for (const fn of scopes.triggered) {
    accepted.push({
      resource: `${fn.functionArn}:*`,
      actions: ['lambda:InvokeFunction'],
      reason: "CDK's Trigger invokes the function's current version after each deploy.",
    });
  }
  return accepted;
}

type Statement = { Effect?: string; Action?: string | string[]; Resource?: unknown };
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** How the resource reads once resolved in `stack` and flattened as cdk-nag reports it (`<Logical.Arn>/boards/*`). */
function flattened(stack: Stack, resource: unknown): string {
  return flattenCfnReference(stack.resolve(resource));
}

/** The wildcard resources of an Allow statement (resolved in `stack`) that no accepted entry names; flattened as cdk-nag reports them. */
export function unacceptedWildcards(stack: Stack, statement: Statement, accepted: readonly AcceptedWildcard[]): string[] {
  if (statement.Effect !== 'Allow') return [];
  const actions = asArray(statement.Action);
  const names = accepted.map((entry) => ({ entry, name: flattened(stack, entry.resource) }));
  return asArray(statement.Resource)
    .map((resource) => flattenCfnReference(resource))
    .filter((resource) => resource.includes('*'))
    .filter(
      (resource) =>
        !names.some(({ entry, name }) => name === resource && (!entry.actions || actions.every((a) => entry.actions!.includes(a)))),
    );
}

import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IStringParameter } from 'aws-cdk-lib/aws-ssm';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { RouteAccess } from '#contracts/route-types.ts';
import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';

export type GrantTargets = {
  table: ITable;
  uploadsBucket: IBucket;
  userPool: IUserPool;
  /** The parts search snapshot's rebuild queue. */
  partsIndexQueue: IQueue;
  /** The SecureString holding the Stripe secret key, when card payments are configured. */
  stripeSecretKey?: IStringParameter;
  /** The SecureString holding the Stripe webhook signing secret, when webhooks are configured. */
  stripeWebhookSecret?: IStringParameter;
  /** The key guest tokens are signed with (docs/access.md#guest-sessions); the API makes it (api-routes.ts). */
  guestTokenSecret?: ISecret;
};

// Turns a route's declared `access` into IAM grants and nothing more: a route
// that declares nothing gets no data permissions at all.
export function grantRouteAccess(grantee: IGrantable, access: RouteAccess | undefined, targets: GrantTargets): void {
  if (!access) return;

  if (access.table === 'read') targets.table.grantReadData(grantee);
  if (access.table === 'readwrite') targets.table.grantReadWriteData(grantee);

  // Only the prefixes the route names, never the whole bucket, so one route's
  // bug reads or writes only its own files (docs/security.md#one-routes-bug-reads-only-its-own-files).
  // No delete: no route deletes uploads yet.
  for (const name of access.uploads?.read ?? []) targets.uploadsBucket.grantRead(grantee, `${BUCKET_PREFIXES[name]}*`);
  for (const name of access.uploads?.write ?? []) targets.uploadsBucket.grantPut(grantee, `${BUCKET_PREFIXES[name]}*`);

  if (access.partsIndexQueue === 'send') targets.partsIndexQueue.grantSendMessages(grantee);

  if (access.userPool && access.userPool.length > 0) {
    targets.userPool.grant(grantee, ...access.userPool.map((action) => `cognito-idp:${action}`));
  }

  // Customer e-mails go out through SES from the configured sender's identity.
  if (access.email === 'send') {
    Grant.addToPrincipal({ grantee, actions: ['ses:SendEmail'], resourceArns: [sesIdentitiesArn(targets.table)] });
  }

  // Only the one parameter, and only when card payments are configured.
  if (access.cardPayments === 'use' && targets.stripeSecretKey) targets.stripeSecretKey.grantRead(grantee);
  if (access.stripeWebhook === 'verify' && targets.stripeWebhookSecret) targets.stripeWebhookSecret.grantRead(grantee);
  if (access.guestTokens === 'use' && targets.guestTokenSecret) targets.guestTokenSecret.grantRead(grantee);
}

/** The SES identities of the table's account and region: where customer e-mails may be sent from. */
export function sesIdentitiesArn(table: ITable): string {
  return Stack.of(table).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
}

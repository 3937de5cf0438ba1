import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { RouteAccess } from '../../contracts/route-types.ts';

export type GrantTargets = {
  table: ITable;
  uploadsBucket: IBucket;
  userPool: IUserPool;
  /** The parts search snapshot's rebuild queue. */
  partsIndexQueue: IQueue;
};

// Turns a route's declared `access` into IAM grants and nothing more: a route
// that declares nothing gets no data permissions at all.
export function grantRouteAccess(grantee: IGrantable, access: RouteAccess | undefined, targets: GrantTargets): void {
  if (!access) return;

  if (access.table === 'read') targets.table.grantReadData(grantee);
  if (access.table === 'readwrite') targets.table.grantReadWriteData(grantee);

  // grantReadWrite would add s3:DeleteObject*; no route deletes uploads yet.
  if (access.uploads === 'read' || access.uploads === 'readwrite') targets.uploadsBucket.grantRead(grantee);
  if (access.uploads === 'write' || access.uploads === 'readwrite') targets.uploadsBucket.grantPut(grantee);

  if (access.partsIndexQueue === 'send') targets.partsIndexQueue.grantSendMessages(grantee);

  if (access.userPool && access.userPool.length > 0) {
    targets.userPool.grant(grantee, ...access.userPool.map((action) => `cognito-idp:${action}`));
  }
}

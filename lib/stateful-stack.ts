import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { ITable, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { CfnIdentityPool } from 'aws-cdk-lib/aws-cognito';
import { addStoreIdentityPool } from './stateful/identity-pool.ts';
import { addStoreTable, restoredTable } from './stateful/store-table.ts';
import { addUploads } from './stateful/uploads.ts';
import { addStoreUserPool } from './stateful/user-pool.ts';
import type { StoreUserPoolProps } from './stateful/user-pool.ts';

export type StatefulStackProps = StackProps & {
  /** Origins of the site, allowed to PUT uploads through presigned URLs. */
  siteOrigins: readonly string[];
  passkeyRelyingPartyId: string;
  emailSender?: StoreUserPoolProps['emailSender'];
  oauthDomainPrefix: string;
  /** A table restored to a point in time, used instead of the stack's own (docs/operating.md#restoring-the-table). */
  restoredTableName?: string;
};

// Everything that holds customer data. Resources sit directly in the stack with
// fixed ids so their logical ids never change, and are retained on delete; the
// app stack can be destroyed and redeployed freely around them.
export class StatefulStack extends Stack {
  /** The table the functions use: the stack's own, or the restored one named in the settings. */
  readonly table: ITable;
  /** The stack's own table, retained whichever the functions use. */
  readonly ownTable: Table;
  readonly uploadsBucket: Bucket;
  readonly uploadProcessingQueue: Queue;
  readonly uploadProcessingDlq: Queue;
  readonly stockFeedQueue: Queue;
  readonly stockFeedDlq: Queue;
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  readonly identityPool: CfnIdentityPool;
  /** Where API credentials trade their client id and secret for a token. */
  readonly oauthTokenUrl: string;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    this.ownTable = addStoreTable(this);
    this.table = props.restoredTableName ? restoredTable(this, props.restoredTableName) : this.ownTable;

    const uploads = addUploads(this, { siteOrigins: props.siteOrigins });
    this.uploadsBucket = uploads.bucket;
    this.uploadProcessingQueue = uploads.processingQueue;
    this.uploadProcessingDlq = uploads.deadLetterQueue;
    this.stockFeedQueue = uploads.stockFeedQueue;
    this.stockFeedDlq = uploads.stockFeedDeadLetterQueue;

    const auth = addStoreUserPool(this, {
      passkeyRelyingPartyId: props.passkeyRelyingPartyId,
      emailSender: props.emailSender,
      oauthDomainPrefix: props.oauthDomainPrefix,
    });
    this.userPool = auth.userPool;
    this.oauthTokenUrl = auth.oauthTokenUrl;
    this.webClient = auth.webClient;
    this.identityPool = addStoreIdentityPool(this, { userPool: this.userPool, webClient: this.webClient }).identityPool;

    new CfnOutput(this, 'UploadProcessingDlqUrl', { value: this.uploadProcessingDlq.queueUrl });
  }
}

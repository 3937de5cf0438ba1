import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { CfnIdentityPool } from 'aws-cdk-lib/aws-cognito';
import { addStoreIdentityPool } from './stateful/identity-pool.ts';
import { addStoreTable } from './stateful/store-table.ts';
import { addUploads } from './stateful/uploads.ts';
import { addStoreUserPool } from './stateful/user-pool.ts';
import type { StoreUserPoolProps } from './stateful/user-pool.ts';

export type StatefulStackProps = StackProps & {
  /** Origins of the site, allowed to PUT uploads through presigned URLs. */
  siteOrigins: readonly string[];
  passkeyRelyingPartyId: string;
  emailSender?: StoreUserPoolProps['emailSender'];
  oauthDomainPrefix: string;
};

// Everything that holds customer data. Resources sit directly in the stack with
// fixed ids so their logical ids never change, and are retained on delete; the
// app stack can be destroyed and redeployed freely around them.
export class StatefulStack extends Stack {
  readonly table: Table;
  readonly uploadsBucket: Bucket;
  readonly uploadProcessingQueue: Queue;
  readonly uploadProcessingDlq: Queue;
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  readonly identityPool: CfnIdentityPool;
  /** Where API credentials trade their client id and secret for a token. */
  readonly oauthTokenUrl: string;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    this.table = addStoreTable(this);

    const uploads = addUploads(this, { siteOrigins: props.siteOrigins });
    this.uploadsBucket = uploads.bucket;
    this.uploadProcessingQueue = uploads.processingQueue;
    this.uploadProcessingDlq = uploads.deadLetterQueue;

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

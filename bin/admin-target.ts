import path from 'node:path';
import { CognitoIdentityProviderClient, DescribeUserPoolCommand, paginateListUserPools } from '@aws-sdk/client-cognito-identity-provider';
import { readEndpointsFile } from '../local/endpoints-file.ts';
import { PROJECT_TAG, STAGE_TAG_KEY } from '../lib/stack-tags.ts';

export type AdminTarget = { client: CognitoIdentityProviderClient; userPoolId: string; where: string };

/**
 * The pool `npm run create-admin` writes to: with `--stage`, the deployed stage's pool in the region and account of
 * the usual AWS credentials, found by the tags every stage's resources carry; without, the running local stack's
 * (its endpoints file in COPPERLINE_DATA_DIR, default .local-data).
 */
export async function adminTarget(stage: string | undefined): Promise<AdminTarget> {
  if (stage) {
    const client = new CognitoIdentityProviderClient({});
    return { client, userPoolId: await stagePoolId(client, stage), where: `stage ${stage}` };
  }
  const dataDir = process.env.COPPERLINE_DATA_DIR ?? path.resolve(import.meta.dirname, '../.local-data');
  const local = readEndpointsFile(dataDir);
  if (!local)
    throw new Error(`No running local stack (${path.join(dataDir, 'endpoints.json')}): start it with \`npm start\`, or pass --stage.`);
  const client = new CognitoIdentityProviderClient({
    endpoint: local.cognito,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { client, userPoolId: local.userPoolId, where: 'the local stack' };
}

async function stagePoolId(client: CognitoIdentityProviderClient, stage: string): Promise<string> {
  const found: string[] = [];
  for await (const page of paginateListUserPools({ client }, { MaxResults: 60 })) {
    for (const pool of page.UserPools ?? []) {
      const { UserPool } = await client.send(new DescribeUserPoolCommand({ UserPoolId: pool.Id }));
      const tags = UserPool?.UserPoolTags ?? {};
      if (tags[PROJECT_TAG.key] === PROJECT_TAG.value && tags[STAGE_TAG_KEY] === stage && pool.Id) found.push(pool.Id);
    }
  }
  if (found.length !== 1)
    throw new Error(
      `${found.length ? `${found.length} user pools` : 'No user pool'} tagged ${PROJECT_TAG.key}=${PROJECT_TAG.value}, ${STAGE_TAG_KEY}=${stage} in this account and region (AWS_REGION, AWS_PROFILE).`,
    );
  return found[0]!;
}

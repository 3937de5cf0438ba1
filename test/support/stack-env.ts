import type { ProvidedContext } from 'vitest';

/** The environment that points the AWS SDK (and so the store's own code) at the run's local stack, as Lambda's would at AWS. */
export function stackEnv(stack: ProvidedContext['stack']): Record<string, string> {
  return {
    TABLE_NAME: stack.tableName,
    UPLOADS_BUCKET: stack.bucket,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: stack.dynamoEndpoint,
    AWS_ENDPOINT_URL_S3: stack.s3Endpoint,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

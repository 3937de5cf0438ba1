import path from 'node:path';
import { readEndpointsFile } from '../local/endpoints-file.ts';

// The parts commands (import-parts, rebuild-parts-index) talk to the running
// local stack (npm start) unless TABLE_NAME and UPLOADS_BUCKET are set, in
// which case they use AWS with the usual credentials. Call this before
// importing anything that creates an AWS client.
export function useCatalogueTarget(command: string): void {
  if (process.env.TABLE_NAME && process.env.UPLOADS_BUCKET) return;
  const dataDir = process.env.COPPERLINE_DATA_DIR ?? path.resolve(import.meta.dirname, '../.local-data');
  const local = readEndpointsFile(dataDir);
  if (!local) {
    console.error(
      `No running local stack found (${path.join(dataDir, 'endpoints.json')}). Start it with \`npm start\`, or set TABLE_NAME and UPLOADS_BUCKET to ${command} in AWS.`,
    );
    process.exit(2);
  }
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: local.dynamo,
    AWS_ENDPOINT_URL_S3: local.s3,
    S3_FORCE_PATH_STYLE: 'true',
    TABLE_NAME: local.tableName,
    UPLOADS_BUCKET: local.bucket,
  });
}

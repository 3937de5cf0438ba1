import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Where a running local stack can be reached, written into its data folder on
// start and removed on stop, so commands such as `npm run import-parts` can
// talk to it (its LevelDB store cannot be opened by a second process).
export type LocalEndpoints = {
  dynamo: string;
  s3: string;
  tableName: string;
  bucket: string;
  pid: number;
  /** The Cognito front and the pool's id: `npm run create-admin` makes staff in it. */
  cognito: string;
  userPoolId: string;
};

export const ENDPOINTS_FILE = 'endpoints.json';

export function writeEndpointsFile(dataDir: string, endpoints: LocalEndpoints): () => Promise<void> {
  const file = path.join(dataDir, ENDPOINTS_FILE);
  writeFileSync(file, JSON.stringify(endpoints, null, 2));
  return async () => rmSync(file, { force: true });
}

export function readEndpointsFile(dataDir: string): LocalEndpoints | null {
  const file = path.join(dataDir, ENDPOINTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LocalEndpoints) : null;
}

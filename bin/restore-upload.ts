import { parseArgs } from 'node:util';
import { S3Client } from '@aws-sdk/client-s3';
import { restoreDeletedUpload, stageUploadsBucket } from './restore-upload-steps.ts';

// `npm run restore-upload -- --key boards/<boardId>/<file> --stage prod [--bucket <name>]`: a deleted upload back as
// its newest kept version (docs/operating.md#restoring-a-deleted-upload).

const { values } = parseArgs({
  options: { key: { type: 'string' }, stage: { type: 'string' }, bucket: { type: 'string' }, help: { type: 'boolean' } },
});
const usage = 'usage: npm run restore-upload -- --key <object key> --stage <stage> [--bucket <uploads bucket>]';
if (values.help || !values.key) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
if (!values.stage) {
  console.error('--stage is required. The local stack cannot restore an upload: its S3 emulator (s3rver) keeps no versions.');
  process.exit(2);
}
const s3 = new S3Client({});
try {
  const bucket = values.bucket ?? (await stageUploadsBucket(s3, values.stage));
  console.log(await restoreDeletedUpload(s3, { bucket, key: values.key }, (line) => console.log(line)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

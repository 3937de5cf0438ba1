import type { SQSRecord } from 'aws-lambda';
import { decodeEventKey } from '../core/boards/board-keys.ts';

type S3EventBody = { Records?: { eventName?: string; s3?: { object?: { key?: string } } }[]; Event?: string };

/** The created object keys in an SQS message that carries an S3 event (none for S3's test event). */
export function createdObjectKeys(record: SQSRecord): string[] {
  const body = JSON.parse(record.body) as S3EventBody;
  if (body.Event === 's3:TestEvent') return [];
  return (body.Records ?? [])
    .filter((r) => r.eventName?.startsWith('ObjectCreated') && r.s3?.object?.key)
    .map((r) => decodeEventKey(r.s3!.object!.key!));
}

import { randomBytes } from 'node:crypto';

// One independent subsegment document as X-Ray's segment document schema
// describes it (type "subsegment" with trace_id and parent_id, so the daemon
// can take it on its own). see docs/operations.md#x-ray
export type XRayException = { id: string; message: string; type: string; remote?: boolean };

export type SubsegmentDocument = {
  type: 'subsegment';
  trace_id: string;
  parent_id: string;
  id: string;
  name: string;
  start_time: number;
  end_time?: number;
  namespace?: 'aws' | 'remote';
  annotations?: Record<string, string | number | boolean>;
  http?: { request: { method: string; url: string }; response?: { status: number } };
  error?: true;
  throttle?: true;
  fault?: true;
  cause?: { working_directory: string; exceptions: XRayException[] };
};

/** A new 16-hex segment id. */
export function newSegmentId(): string {
  return randomBytes(8).toString('hex');
}

/** Now, in epoch seconds: the wall clock, as the X-Ray SDK used, so our times line up with Lambda's segment. */
export function epochSeconds(): number {
  return Date.now() / 1000;
}

// A datagram holds at most 64 kB; a cause is for finding the error, not reading all of it.
const MAX_MESSAGE = 1000;

/** X-Ray's cause for a thrown value: its type and message, never its stack. */
export function causeOf(error: unknown, remote = false): NonNullable<SubsegmentDocument['cause']> {
  const type = error instanceof Error ? error.name : typeof error;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_MESSAGE);
  return { working_directory: process.cwd(), exceptions: [{ id: newSegmentId(), message, type, ...(remote ? { remote } : {}) }] };
}

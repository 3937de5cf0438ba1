import { randomBytes } from 'node:crypto';

// W3C Trace Context: version-traceid-parentid-flags, lower-case hex.
// see docs/operations.md#trace-ids
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

export type TraceContext = {
  traceId: string;
  /** The caller's span (the browser's request span), when the header was valid. */
  parentId: string | null;
  /** False when the header was absent or malformed and a new trace was started here. */
  fromRequest: boolean;
};

/** The trace in a `traceparent` header, or null when absent or malformed. */
export function parseTraceparent(header: string | undefined | null): { traceId: string; parentId: string } | null {
  if (!header) return null;
  const m = TRACEPARENT.exec(header.trim());
  if (!m) return null;
  const [version, traceId, parentId] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
  // Version ff and all-zero ids are invalid by the W3C Trace Context spec.
  if (version === 'ff' || /^0+$/.test(traceId) || /^0+$/.test(parentId)) return null;
  return { traceId, parentId };
}

/** The request's trace: the caller's when it sent a valid header, otherwise a new one. */
export function traceFromHeaders(headers: Record<string, string | undefined> | undefined): TraceContext {
  const parsed = parseTraceparent(headers?.traceparent ?? headers?.Traceparent);
  if (parsed) return { ...parsed, fromRequest: true };
  return { traceId: randomBytes(16).toString('hex'), parentId: null, fromRequest: false };
}

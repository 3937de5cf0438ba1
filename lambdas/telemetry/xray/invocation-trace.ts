import { parseDaemonAddress, sendDocument, flushDocuments, type DaemonAddress } from './daemon-socket.ts';
import { currentInvocationHeader } from './invocation-header.ts';
import { causeOf, epochSeconds, newSegmentId, type SubsegmentDocument } from './subsegment.ts';

// The traced invocation: its "## handler" subsegment under Lambda's function
// segment, and the outgoing calls still waiting for an answer. A Lambda
// process runs one invocation at a time, so one slot holds it; where it may
// run several (AWS_LAMBDA_MAX_CONCURRENCY) calls could not be told apart, so
// nothing is traced. see docs/operations.md#x-ray
export type TracedInvocation = {
  address: DaemonAddress;
  handler: SubsegmentDocument;
  /** Outgoing calls by their request object, until answered. */
  open: Map<object, SubsegmentDocument>;
};

let current: TracedInvocation | null = null;
let coldStart = true;

/** POWERTOOLS_TRACE_ENABLED=false (the local stack) switches tracing off, as it did Powertools' Tracer. */
function switchedOff(): boolean {
  return /^(false|0|no|off)$/i.test(process.env.POWERTOOLS_TRACE_ENABLED ?? '');
}

/**
 * Starts the invocation's handler subsegment when Lambda runs with X-Ray and
 * sampled this request; otherwise nothing of this module records anything.
 */
export function beginInvocation(serviceName: string): TracedInvocation | null {
  const isColdStart = coldStart;
  coldStart = false;
  current = null;
  if (switchedOff() || process.env.AWS_LAMBDA_MAX_CONCURRENCY) return null;
  const address = parseDaemonAddress(process.env.AWS_XRAY_DAEMON_ADDRESS);
  const header = currentInvocationHeader();
  if (!address || !header?.sampled) return null;
  current = {
    address,
    open: new Map(),
    handler: {
      type: 'subsegment',
      trace_id: header.root,
      parent_id: header.parent,
      id: newSegmentId(),
      name: `## ${process.env._HANDLER || 'handler'}`,
      start_time: epochSeconds(),
      annotations: { ColdStart: isColdStart, Service: serviceName },
    },
  };
  return current;
}

export function tracedInvocation(): TracedInvocation | null {
  return current;
}

/** An indexed annotation on the handler subsegment (X-Ray search: `annotation.<key> = ...`). */
export function annotate(key: string, value: string | number | boolean): void {
  if (current) current.handler.annotations = { ...current.handler.annotations, [key]: value };
}

export type InvocationOutcome = { error?: unknown; statusCode?: number };

/**
 * Ends the handler subsegment: a fault for an error that left no answer or a
 * 5xx, an error for a 4xx. Calls still unanswered are sent as faults. Waits
 * for the datagrams to leave before Lambda freezes the process.
 */
export async function endInvocation(outcome: InvocationOutcome): Promise<void> {
  const invocation = current;
  current = null;
  if (!invocation) return;
  const end = epochSeconds();
  for (const call of invocation.open.values()) {
    sendDocument(invocation.address, {
      ...call,
      end_time: end,
      fault: true,
      cause: causeOf(new Error('no answer before the handler returned'), true),
    });
  }
  const { handler } = invocation;
  const status = outcome.statusCode;
  const failed = status !== undefined ? status >= 500 : outcome.error !== undefined;
  sendDocument(invocation.address, {
    ...handler,
    end_time: end,
    ...(failed ? { fault: true } : status !== undefined && status >= 400 ? { error: true } : {}),
    ...(outcome.error !== undefined ? { cause: causeOf(outcome.error) } : {}),
  } satisfies SubsegmentDocument);
  await flushDocuments();
}

// The X-Ray trace of the current invocation, as Lambda hands it over:
// `Root=1-5759e988-bd862e3fe1be46a994272793;Parent=557abcec3ee5a047;Sampled=1`.
// The Node 22 runtime keeps it in its InvokeStore (per invocation even when one
// process serves several at once) and in _X_AMZN_TRACE_ID (per invocation
// otherwise). see docs/operations.md#x-ray
export type InvocationHeader = {
  /** X-Ray trace id (`1-<8 hex time>-<24 hex>`), not the browser's W3C id. */
  root: string;
  /** The function segment Lambda writes; our subsegments hang under it. */
  parent: string;
  sampled: boolean;
};

type RuntimeStore = { getXRayTraceId(): string | undefined };

function runtimeStore(): RuntimeStore | undefined {
  const lambda = (globalThis as { awslambda?: { InvokeStore?: RuntimeStore } }).awslambda;
  return lambda?.InvokeStore;
}

/** The header's fields, or null when it lacks a Root or a Parent. */
export function parseInvocationHeader(header: string | undefined): InvocationHeader | null {
  if (!header) return null;
  const fields = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const root = fields.get('Root');
  const parent = fields.get('Parent');
  if (!root || !parent) return null;
  return { root, parent, sampled: fields.get('Sampled') === '1' };
}

/** The current invocation's trace header, or null outside Lambda. */
export function currentInvocationHeader(): InvocationHeader | null {
  let fromStore: string | undefined;
  try {
    fromStore = runtimeStore()?.getXRayTraceId();
  } catch {
    // An InvokeStore outside an invocation context has nothing to say.
  }
  return parseInvocationHeader(fromStore ?? process.env._X_AMZN_TRACE_ID);
}

import { NONE_PARAMETER, type Parameter } from '#contracts/parts.ts';
import { listParameters } from '../db/parts.ts';
import { knownParameters } from './parameters.ts';

// The Parameter set staff label and describe parts with: every parameter the
// catalogue imports brought, plus the ones with a fixed meaning (so a store
// with no catalogue yet still has them), plus the labelling tool's "none".

export function mergeParameterSet(stored: readonly Parameter[]): Parameter[] {
  const byId = new Map<string, Parameter>();
  for (const p of knownParameters()) byId.set(p.id, p);
  for (const p of stored) if (!byId.has(p.id)) byId.set(p.id, p);
  byId.delete(NONE_PARAMETER.id);
  const sorted = [...byId.values()].sort(
    (a, b) => Number(b.used_for_component_matching) - Number(a.used_for_component_matching) || a.name.localeCompare(b.name),
  );
  return [NONE_PARAMETER, ...sorted];
}

export async function parameterSet(): Promise<Parameter[]> {
  return mergeParameterSet(await listParameters());
}

import type { Pad } from '../board-model.ts';
import { CappedList } from './capped-list.ts';
import { MAX_NET_CHANGES_LISTED } from './tolerances.ts';

/** Pads (by name) whose net differs between two revisions of one component; a pad only one side has counts when it has a net. */
export function padNetChanges(before: readonly Pad[], after: readonly Pad[]) {
  const list = new CappedList<{ pad: string; before: string | null; after: string | null }>(MAX_NET_CHANGES_LISTED);
  const earlier = new Map<string, string | null>();
  for (const pad of before) if (!earlier.has(pad.name)) earlier.set(pad.name, pad.net || null);
  const seen = new Set<string>();
  for (const pad of after) {
    if (seen.has(pad.name)) continue;
    seen.add(pad.name);
    const was = earlier.has(pad.name) ? earlier.get(pad.name)! : null;
    const now = pad.net || null;
    if (was !== now) list.push({ pad: pad.name, before: was, after: now });
  }
  for (const [name, net] of earlier) if (!seen.has(name) && net !== null) list.push({ pad: name, before: net, after: null });
  return list.toJSON();
}

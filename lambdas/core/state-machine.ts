// A state machine as data: for each state, the states it may move to. The
// tables live next to the thing they govern (boards/board-transitions.ts,
// orders/order-transitions.ts); this file
// only reads them.
export type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

export function canTransition<S extends string>(table: TransitionTable<S>, from: S, to: S): boolean {
  return table[from].includes(to);
}

/** States with no way out. */
export function finalStates<S extends string>(table: TransitionTable<S>): S[] {
  return (Object.keys(table) as S[]).filter((s) => table[s].length === 0);
}

/** Every state that may move to `to` (for conditional writes). */
export function statesLeadingTo<S extends string>(table: TransitionTable<S>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((s) => table[s].includes(to));
}

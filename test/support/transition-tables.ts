import { expect } from 'vitest';
import { canTransition, type TransitionTable } from '#lambdas/core/state-machine.ts';

/** Every (from, to) pair with the expected answer: the whole table, nothing implied. */
export function expectExactly<S extends string>(table: TransitionTable<S>, states: readonly S[], allowed: readonly (readonly [S, S])[]) {
  expect(Object.keys(table).sort()).toEqual([...states].sort());
  const allowedSet = new Set(allowed.map(([a, b]) => `${a}→${b}`));
  for (const from of states) {
    for (const to of states) expect(canTransition(table, from, to), `${from} → ${to}`).toBe(allowedSet.has(`${from}→${to}`));
  }
}

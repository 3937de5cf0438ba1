import type * as PartsTable from '#lambdas/core/db/parts.ts';

// The parts table as a quote read it before other carts held a part (docs/checkout.md#cart-holds): the race
// between one customer's quote and another's hold, made to happen every time. The integration project mocks
// the parts table with `partsAsQuoted` for every file (test/integration/parts-as-quoted-setup.ts): its files
// share one module graph, so a mock registered by one file after another had loaded the table would not reach
// the modules already holding it. With no part set by `quotedAtStock` it passes every read through unchanged.

type Shared = typeof globalThis & { copperlinePartsAsQuoted?: Map<string, number> };
/** On globalThis: one map whichever copy of this module a mocked table or a test file loaded. */
const asQuoted = ((globalThis as Shared).copperlinePartsAsQuoted ??= new Map<string, number>());

/** The table with `getPartsByIds` answering, for each part `quotedAtStock` set, the stock it had then; every other read, hold and take meets the table as it is. */
export function partsAsQuoted(table: typeof PartsTable): typeof PartsTable {
  return {
    ...table,
    getPartsByIds: async (ids) => {
      const parts = await table.getPartsByIds(ids);
      for (const [id, stock] of asQuoted) {
        const part = parts.get(id);
        if (part) parts.set(id, { ...part, stock });
      }
      return parts;
    },
  };
}

/** Runs `run` with the quotes reading `stock` for `partId`, then the table as it is again. */
export async function quotedAtStock<T>(partId: string, stock: number, run: () => Promise<T>): Promise<T> {
  asQuoted.set(partId, stock);
  try {
    return await run();
  } finally {
    asQuoted.delete(partId);
  }
}

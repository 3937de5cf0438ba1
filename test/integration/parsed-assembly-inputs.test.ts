import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '#contracts/ids.ts';
import { stackEnv } from '../support/stack-env.ts';

// Kept assembly inputs in the local table: split over items under DynamoDB's
// 400 KB limit and put back together byte for byte (docs/assembly.md#files-read-once).

const stack = inject('stack');

async function useStack() {
  Object.assign(process.env, stackEnv(stack));
  return import('#lambdas/core/db/parsed-assembly-inputs.ts');
}

let lib: Awaited<ReturnType<typeof useStack>>;
beforeAll(async () => {
  lib = await useStack();
});

describe('parsed assembly inputs', () => {
  it('keeps an input larger than an item in parts and reads it back whole; a missing one is null', async () => {
    const boardId = newId();
    // Random bytes do not compress: as large as a gzipped BOM of a board with thousands of placements.
    const large = new Uint8Array(randomBytes(lib.PART_CHARS * 2));
    const small = new Uint8Array(randomBytes(1000));
    await lib.putParsedAssemblyInput(boardId, 'board', large);
    await lib.putParsedAssemblyInput(boardId, 'boardx', small);
    expect(await lib.getParsedAssemblyInput(boardId, 'board')).toEqual(large);
    // A name that starts with another's is its own input.
    expect(await lib.getParsedAssemblyInput(boardId, 'boardx')).toEqual(small);
    expect(await lib.getParsedAssemblyInput(boardId, newId())).toBeNull();
    expect(await lib.getParsedAssemblyInput(newId(), 'board')).toBeNull();
  }, 60_000);

  it('names the inputs kept whole: one with a part missing is not kept', async () => {
    const boardId = newId();
    await lib.putParsedAssemblyInput(boardId, 'board', new Uint8Array(randomBytes(lib.PART_CHARS * 2)));
    await lib.putParsedAssemblyInput(boardId, 'bom', new Uint8Array(randomBytes(100)));
    expect([...(await lib.keptInputIds(boardId))].sort()).toEqual(['board', 'bom']);
    const { db } = await import('#lambdas/core/db/service.ts');
    await db().entities.parsedAssemblyInput.delete({ boardId, input: 'board', part: 1 }).go();
    expect([...(await lib.keptInputIds(boardId))]).toEqual(['bom']);
    expect(await lib.getParsedAssemblyInput(boardId, 'board')).toBeNull();
  }, 60_000);
});

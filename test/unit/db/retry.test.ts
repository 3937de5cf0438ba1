import { describe, expect, it } from 'vitest';
import { ConflictError } from '#lambdas/core/db/conditional-failure.ts';
import { withRetries } from '#lambdas/core/db/retry.ts';

describe('the one retry policy', () => {
  it('tries a lost race again, up to the attempts in all, then rejects with the last loss', async () => {
    const tries: number[] = [];
    await expect(
      withRetries(
        async (attempt) => {
          tries.push(attempt);
          throw new ConflictError(`lost ${attempt}`);
        },
        { attempts: 3 },
      ),
    ).rejects.toThrow('lost 3');
    expect(tries).toEqual([1, 2, 3]);
  });

  it('answers as soon as a try goes through', async () => {
    let tries = 0;
    const answer = await withRetries(
      async () => {
        if (++tries < 2) throw new ConflictError();
        return 'won';
      },
      { attempts: 5 },
    );
    expect([answer, tries]).toEqual(['won', 2]);
  });

  it('never tries again after another error', async () => {
    let tries = 0;
    await expect(
      withRetries(
        async () => {
          tries++;
          throw new Error('the table is gone');
        },
        { attempts: 5 },
      ),
    ).rejects.toThrow('the table is gone');
    expect(tries).toBe(1);
  });

  it('retries the errors a caller names, waiting longer each time', async () => {
    class Busy extends Error {}
    const at: number[] = [];
    const started = Date.now();
    await expect(
      withRetries(
        async () => {
          at.push(Date.now() - started);
          throw new Busy('busy');
        },
        { attempts: 3, waitMs: 20, retryIf: (e) => e instanceof Busy },
      ),
    ).rejects.toThrow('busy');
    expect(at).toHaveLength(3);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(19);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(39);
  });

  it('is what every hand-written retry loop on the server became', async () => {
    const { readFileSync } = await import('node:fs');
    const { execFileSync } = await import('node:child_process');
    const files = execFileSync('git', ['ls-files', 'lambdas', 'local'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f.endsWith('.ts'));
    const loops = files.filter((f) => /for \(let attempt = [^;]+; attempt < ([A-Z_]+|\d);|RETRY_DELAY_MS/.test(readFileSync(f, 'utf8')));
    expect(loops).toEqual([]);
  });
});

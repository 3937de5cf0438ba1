import type middy from '@middy/core';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ConflictError, conflictOnFailure, wonRace } from '#lambdas/core/db/conditional-failure.ts';
import { ERROR_CODES } from '#contracts/error-codes.ts';
import { AppError, conflictAs } from '#lambdas/core/errors.ts';
import { httpErrors } from '#lambdas/http/http-errors.ts';

// How the one conflict result travels: a failed condition becomes ConflictError
// in the data layer, the domain answers it with its route's 409 (conflictAs) or
// goes on after losing (wonRace), and one that nobody answered is still a 409.

const failedCondition = Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
const routeConflict = () => new AppError('cart_version_conflict', 'Your cart changed in another tab or device.');

async function answerTo(error: unknown): Promise<{ statusCode: number; body: { code: string; message: string } }> {
  const request = { error, response: undefined } as unknown as middy.Request<unknown, APIGatewayProxyResultV2>;
  await httpErrors().onError!(request);
  const response = request.response as { statusCode: number; body: string };
  return { statusCode: response.statusCode, body: JSON.parse(response.body) as { code: string; message: string } };
}

describe('the one conflict result', () => {
  it('is what a failed condition becomes; other errors pass through', async () => {
    await expect(conflictOnFailure(() => Promise.reject(failedCondition), 'The cart changed meanwhile')).rejects.toEqual(
      new ConflictError('The cart changed meanwhile'),
    );
    const other = new Error('throttled');
    await expect(conflictOnFailure(() => Promise.reject(other))).rejects.toBe(other);
  });

  it("becomes the route's own 409 through conflictAs", async () => {
    await expect(Promise.reject(new ConflictError()).catch(conflictAs(routeConflict))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'cart_version_conflict',
    });
    const other = new Error('down');
    await expect(Promise.reject(other).catch(conflictAs(routeConflict))).rejects.toBe(other);
    await expect(Promise.resolve(7).catch(conflictAs(routeConflict))).resolves.toBe(7);
  });

  it('tells a caller that goes on whether it won, and passes anything else on', async () => {
    await expect(wonRace(Promise.resolve('written'))).resolves.toBe(true);
    await expect(wonRace(Promise.reject(new ConflictError()))).resolves.toBe(false);
    const other = new Error('down');
    await expect(wonRace(Promise.reject(other))).rejects.toBe(other);
  });

  it('is a 409 in the error middleware even when no domain module answered it', async () => {
    expect(await answerTo(new ConflictError())).toEqual({
      statusCode: 409,
      body: { code: 'version_conflict', message: ERROR_CODES.version_conflict.message },
    });
    expect(await answerTo(routeConflict())).toMatchObject({ statusCode: 409, body: { code: 'cart_version_conflict' } });
    expect((await answerTo(new Error('boom'))).statusCode).toBe(500);
  });
});

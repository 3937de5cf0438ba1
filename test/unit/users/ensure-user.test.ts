import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '#lambdas/core/actor.ts';

process.env.TABLE_NAME = 'unit';
process.env.USER_POOL_ID = 'us-east-1_unit';
process.env.AWS_REGION = 'us-east-1';
const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
// The unit files share one module graph: give the clients back for the next file.
afterAll(() => {
  dynamo.restore();
  cognito.restore();
});
const { ensureUser, getUserForActor } = await import('#lambdas/core/users/users.ts');
const { setUserIdAttribute } = await import('#lambdas/core/aws/user-pool.ts');

const identity: Identity = {
  kind: 'identity',
  sub: 'sub-1',
  username: 'user-1',
  email: 'a@b.co',
  emailVerified: true,
  userId: null,
  groups: [],
  givenName: 'Ada',
  familyName: 'L',
  organization: null,
  phoneNumber: null,
};
const storedUser = {
  userId: 'u'.repeat(24),
  sub: 'sub-1',
  email: 'a@b.co',
  firstName: 'Ada',
  lastName: 'L',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
});

describe('ensureUser (PUT /users)', () => {
  it('creates the user and identity guard in one transaction and stores the id on the identity', async () => {
    dynamo
      .on(GetCommand)
      .callsFake((input) =>
        String(input.Key.sk).includes('identity') ? {} : { Item: { ...storedUser, __edb_e__: 'user', __edb_v__: '1' } },
      );
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({});
    const user = await ensureUser(identity, { setUserIdAttribute });
    // The waitlist contact with this address, if any, is marked joined once (docs/staff-tools.md#user-waitlist).
    const joined = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(joined.Key).toMatchObject({ pk: expect.stringContaining('a@b.co') });
    expect(joined.ConditionExpression).toMatch(/attribute_not_exists\(#joinedAt\)/);
    const tx = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(tx).toHaveLength(2);
    expect(tx.every((i) => i.Put?.ConditionExpression?.includes('attribute_not_exists'))).toBe(true);
    const call = cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]!.args[0].input;
    expect(call).toMatchObject({ UserPoolId: 'us-east-1_unit', Username: 'user-1' });
    expect(call.UserAttributes?.[0]?.Name).toBe('custom:user_id');
    expect(user.email).toBe('a@b.co');
  });

  it('changes nothing for an identity that already has its user and attribute', async () => {
    dynamo
      .on(GetCommand)
      .callsFake((input) =>
        String(input.Key.sk).includes('identity')
          ? { Item: { sub: 'sub-1', userId: storedUser.userId, __edb_e__: 'identity', __edb_v__: '1' } }
          : { Item: { ...storedUser, __edb_e__: 'user', __edb_v__: '1' } },
      );
    const port = { setUserIdAttribute: vi.fn() };
    const user = await ensureUser({ ...identity, userId: storedUser.userId }, port);
    expect(user.user_id).toBe(storedUser.userId);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(port.setUserIdAttribute).not.toHaveBeenCalled();
  });
});

describe('getUserForActor', () => {
  it('refuses another customer without reading the record', async () => {
    await expect(getUserForActor({ ...identity, userId: 'v'.repeat(24) }, storedUser.userId)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });
});

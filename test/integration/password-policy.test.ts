import { describe, expect, inject, it } from 'vitest';
import { PASSWORD_POLICY } from '#contracts/password-policy.ts';
import { cognito, newCustomer, signIn } from '../support/identities.ts';
import { waitForCode } from '../support/outbox.ts';

// Passwords of at least 12 characters wherever one is set (docs/security.md#staff-passwords): the pool has one policy
// and is the only place that sees a password, so the local pool refuses a shorter one as a real pool would, on every
// call that sets one.

const stack = inject('stack');
const ELEVEN = 'Eleven-char';
const TWELVE = 'Twelve-chars';
const TOO_SHORT = { __type: 'InvalidPasswordException', message: 'Password does not conform to policy: Password not long enough' };

describe('the pool policy: 12 characters', () => {
  it('is the policy the pool is built with', () => {
    expect(PASSWORD_POLICY.minLength).toBe(12);
    expect([ELEVEN.length, TWELVE.length]).toEqual([11, 12]);
  });

  it('signing up', async () => {
    const email = `policy.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    const signUp = (password: string) =>
      cognito('SignUp', {
        ClientId: stack.userPoolClientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      });
    expect((await signUp(ELEVEN)).json).toEqual(TOO_SHORT);
    expect((await signUp(TWELVE)).status).toBe(200);
  });

  it('resetting a forgotten password, changing it, and an administrator setting it', async () => {
    const customer = await newCustomer('policy-reset');
    await cognito('ForgotPassword', { ClientId: stack.userPoolClientId, Username: customer.email });
    const code = await waitForCode(stack.dataDir, customer.email);
    const reset = (password: string) =>
      cognito('ConfirmForgotPassword', {
        ClientId: stack.userPoolClientId,
        Username: customer.email,
        ConfirmationCode: code,
        Password: password,
      });
    expect((await reset(ELEVEN)).json).toEqual(TOO_SHORT);
    expect((await reset(TWELVE)).status).toBe(200);
    const signedIn = await signIn(customer.email, TWELVE);

    const change = (password: string) =>
      cognito('ChangePassword', { AccessToken: signedIn.accessToken, PreviousPassword: TWELVE, ProposedPassword: password });
    expect((await change(ELEVEN)).json).toEqual(TOO_SHORT);

    const adminSet = (password: string) =>
      cognito('AdminSetUserPassword', { UserPoolId: stack.userPoolId, Username: customer.email, Password: password, Permanent: true });
    expect((await adminSet(ELEVEN)).json).toEqual(TOO_SHORT);
    expect((await adminSet('Set-by-admin-2026')).status).toBe(200);
  });
});

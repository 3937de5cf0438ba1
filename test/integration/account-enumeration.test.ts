import { describe, expect, inject, it } from 'vitest';
import { cognito, newCustomer } from '../support/identities.ts';
import { outboxTo, waitForCode } from '../support/outbox.ts';

// Nobody learns from signing in or resetting a password whether an address has an account
// (docs/security.md#account-enumeration): the local pool answers as a real one whose client prevents user existence
// errors, through the front the SPA uses. Each pair below is an address with an account and one without.

const stack = inject('stack');
const clientId = stack.userPoolClientId;
const nobody = () => `nobody.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const passwordSignIn = (email: string, password: string) =>
  cognito('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password, PREFERRED_CHALLENGE: 'PASSWORD' },
  });
const forgot = (email: string) => cognito('ForgotPassword', { ClientId: clientId, Username: email });
const confirmForgot = (email: string, code: string) =>
  cognito('ConfirmForgotPassword', { ClientId: clientId, Username: email, ConfirmationCode: code, Password: 'Fresh-start-2026' });

describe('the same answer with or without an account', () => {
  it('signing in: an unknown address is a wrong password', async () => {
    const customer = await newCustomer('enum-sign-in');
    const wrong = await passwordSignIn(customer.email, 'Not-the-password-1');
    const unknown = await passwordSignIn(nobody(), 'Not-the-password-1');
    expect(wrong).toEqual({ status: 400, json: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } });
    expect(unknown).toEqual(wrong);
  });

  it('asking for a reset code: a code "sent" to the masked address, and nothing sent without an account', async () => {
    const customer = await newCustomer('enum-forgot');
    const known = await forgot(customer.email);
    const email = nobody();
    const unknown = await forgot(email);
    expect(known).toEqual({
      status: 200,
      json: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'e***@e***' } },
    });
    expect(unknown).toEqual({
      status: 200,
      json: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' } },
    });
    expect(await waitForCode(stack.dataDir, customer.email)).toMatch(/^\d{6}$/);
    expect(outboxTo(stack.dataDir, email)).toEqual([]);
  });

  it('a disabled account is answered as one that does not exist', async () => {
    const customer = await newCustomer('enum-disabled');
    await cognito('AdminDisableUser', { UserPoolId: stack.userPoolId, Username: customer.email });
    const before = outboxTo(stack.dataDir, customer.email).length;
    expect((await forgot(customer.email)).status).toBe(200);
    expect(outboxTo(stack.dataDir, customer.email)).toHaveLength(before);
  });

  it('resetting with a code: a wrong code, whether or not the address has an account', async () => {
    const customer = await newCustomer('enum-confirm');
    // No code asked for yet: the code has expired, as Cognito says.
    expect((await confirmForgot(customer.email, '123456')).json.__type).toBe('ExpiredCodeException');
    await forgot(customer.email);
    const code = await waitForCode(stack.dataDir, customer.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const known = await confirmForgot(customer.email, wrongCode);
    const unknown = await confirmForgot(nobody(), wrongCode);
    expect(known.json.__type).toBe('CodeMismatchException');
    expect(unknown.json.__type).toBe('CodeMismatchException');
    expect((await confirmForgot(customer.email, code)).status).toBe(200);
  });

  it('signing in with a passkey: an unknown address is an account without one', async () => {
    const customer = await newCustomer('enum-passkey');
    const passkey = (email: string) =>
      cognito('InitiateAuth', {
        AuthFlow: 'USER_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
      });
    const withoutPasskey = await passkey(customer.email);
    expect(withoutPasskey.status).toBe(400);
    expect(await passkey(nobody())).toEqual(withoutPasskey);
  });
});

describe('what Cognito cannot hide', () => {
  // Sign-up must say an address is taken; docs/security.md#account-enumeration says what limits this.
  it('still refuses a second sign-up with a taken address', async () => {
    const customer = await newCustomer('enum-sign-up');
    const again = await cognito('SignUp', {
      ClientId: clientId,
      Username: customer.email,
      Password: 'Another-pass-2026',
      UserAttributes: [{ Name: 'email', Value: customer.email }],
    });
    expect(again.json.__type).toBe('UsernameExistsException');
  });
});

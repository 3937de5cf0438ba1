import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { CHANGE_PASSWORD_LIMIT, RESEND_LIMIT } from '../../local/cognito-self-service.ts';
import { cognito, newCustomer, signIn } from '../support/identities.ts';

// The local pool's ResendConfirmationCode and ChangePassword answer as a real
// pool does (local/cognito-self-service.ts), through the front the SPA uses.
const stack = inject('stack');

function codesTo(email: string): string[] {
  const file = path.join(stack.dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to.toLowerCase() === email.toLowerCase())
    .map((m) => m.text.match(/\b(\d{6})\b/)?.[1] ?? '');
}

async function unconfirmed(name: string) {
  const email = `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const up = await cognito('SignUp', {
    ClientId: stack.userPoolClientId,
    Username: email,
    Password: 'Resend-me-42',
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  expect(up.status).toBe(200);
  return email;
}

const resend = (email: string) => cognito('ResendConfirmationCode', { ClientId: stack.userPoolClientId, Username: email });
const confirm = (email: string, code: string) =>
  cognito('ConfirmSignUp', { ClientId: stack.userPoolClientId, Username: email, ConfirmationCode: code });

describe('ResendConfirmationCode', () => {
  it('mails a new code that replaces the first, and says where it went with the address masked', async () => {
    const email = await unconfirmed('resend');
    expect(codesTo(email)).toHaveLength(1);
    const first = codesTo(email)[0]!;
    const r = await resend(email);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'r***@e***' } });
    const codes = codesTo(email);
    expect(codes).toHaveLength(2);
    const second = codes[1]!;
    if (second !== first) {
      const stale = await confirm(email, first);
      expect(stale.json.__type).toBe('CodeMismatchException');
    }
    expect((await confirm(email, second)).status).toBe(200);
  });

  it('refuses a confirmed account and too many resends; an unknown address gets a simulated delivery', async () => {
    const customer = await newCustomer('confirmed');
    const done = await resend(customer.email);
    expect(done.status).toBe(400);
    expect(done.json).toEqual({ __type: 'InvalidParameterException', message: 'User is already confirmed.' });

    // The store's client prevents user existence errors (docs/security.md#account-enumeration): nothing is sent.
    const nobodyEmail = `nobody.${Date.now()}@example.com`;
    const nobody = await resend(nobodyEmail);
    expect(nobody.status).toBe(200);
    expect(nobody.json).toEqual({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' } });
    expect(codesTo(nobodyEmail)).toEqual([]);

    const email = await unconfirmed('flood');
    for (let i = 0; i < RESEND_LIMIT.attempts; i++) expect((await resend(email)).status).toBe(200);
    const limited = await resend(email);
    expect(limited.status).toBe(400);
    expect(limited.json).toEqual({ __type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' });
    // No code was mailed for the refused call.
    expect(codesTo(email)).toHaveLength(1 + RESEND_LIMIT.attempts);
  });
});

describe('ChangePassword', () => {
  const change = (accessToken: string, previous: string, proposed: string) =>
    cognito('ChangePassword', { AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed });

  it('says NotAuthorizedException for a wrong current password and InvalidPasswordException for a weak new one, then changes it', async () => {
    const customer = await newCustomer('chpw');
    const wrong = await change(customer.accessToken, 'Not-my-password-1', 'Brand-new-pass-3');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    const weak = await change(customer.accessToken, customer.password, 'alllowercase1');
    expect(weak.json).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password must have uppercase characters',
    });
    expect((await change(customer.accessToken, customer.password, 'short')).json.__type).toBe('InvalidPasswordException');

    expect((await change(customer.accessToken, customer.password, 'Brand-new-pass-3')).status).toBe(200);
    await expect(signIn(customer.email, customer.password)).rejects.toThrow(/NotAuthorizedException/);
    expect((await signIn(customer.email, 'Brand-new-pass-3')).idToken).toBeTruthy();
  });

  it('refuses a forged or missing access token and an id token', async () => {
    const customer = await newCustomer('chpw-token');
    const [h, p, s] = customer.accessToken.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const forged = [
      h,
      Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) + 86_400 })).toString('base64url'),
      s,
    ].join('.');
    for (const token of [forged, 'not-a-token', customer.idToken]) {
      const r = await change(token, customer.password, 'Brand-new-pass-3');
      expect(r.json, token.slice(0, 12)).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
    }
    // The password did not change.
    expect((await signIn(customer.email, customer.password)).idToken).toBeTruthy();
  });

  it('answers LimitExceededException after repeated wrong current passwords, even to the right one', async () => {
    const customer = await newCustomer('chpw-limit');
    for (let i = 0; i < CHANGE_PASSWORD_LIMIT.attempts; i++) {
      expect((await change(customer.accessToken, `Wrong-guess-${i}A`, 'Brand-new-pass-3')).json.__type).toBe('NotAuthorizedException');
    }
    const limited = await change(customer.accessToken, customer.password, 'Brand-new-pass-3');
    expect(limited.json).toEqual({ __type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' });
    expect((await signIn(customer.email, customer.password)).idToken).toBeTruthy();
  });
});

import { TOTP } from 'otpauth';

// Staff accounts need an authenticator app (docs/security.md#staff-second-factor). Test staff turn one on through
// the calls the account page makes, and answer its challenge with a code computed from the secret, as the app would.

type Json = Record<string, unknown>;
export type CognitoCall = (action: string, body: Json) => Promise<{ status: number; json: Json }>;

/** The authenticator app's code for this secret now. */
export const totpCode = (secret: string): string => new TOTP({ secret, digits: 6, period: 30 }).generate();

async function must(call: CognitoCall, action: string, body: Json): Promise<Json> {
  const answer = await call(action, body);
  if (answer.status !== 200) throw new Error(`${action} failed: ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** Turns an authenticator app on for the signed-in account (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference); its secret. */
export async function turnOnAuthenticatorApp(call: CognitoCall, accessToken: string): Promise<string> {
  const secret = String((await must(call, 'AssociateSoftwareToken', { AccessToken: accessToken })).SecretCode);
  await must(call, 'VerifySoftwareToken', { AccessToken: accessToken, UserCode: totpCode(secret), FriendlyDeviceName: 'test' });
  await must(call, 'SetUserMFAPreference', { AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } });
  return secret;
}

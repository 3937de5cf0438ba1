import { randomInt } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Group } from '#contracts/groups.ts';
import { PASSWORD_POLICY, passwordPolicyViolation } from '#contracts/password-policy.ts';

const ADMIN_GROUP: Group = 'Admin';

export type AdminAccount = { email: string; created: boolean; temporaryPassword?: string };

// The first Admin of a deployed pool (docs/operating.md#the-first-admin): made with AdminCreateUser, the e-mail as
// username (the pool signs in by e-mail), its address marked verified, and a temporary password printed once instead
// of mailed. Cognito asks for a new password at the first sign-in; the store then asks staff without an authenticator
// app to set one up (docs/security.md#staff-second-factor). A second run for the same address only makes sure the
// account is in the Admin group.
export async function ensureAdminAccount(client: CognitoIdentityProviderClient, userPoolId: string, email: string): Promise<AdminAccount> {
  const username = email.trim().toLowerCase();
  let created = false;
  let temporaryPassword: string | undefined;
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
    temporaryPassword = temporaryPasswordOf();
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        TemporaryPassword: temporaryPassword,
        // Printed by the command, not mailed: the pool may still be on Cognito's capped mail or SES's sandbox.
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: username },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    created = true;
  }
  // Adding a member twice is no error: every run ends with the account in the group.
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: ADMIN_GROUP }));
  return { email: username, created, ...(temporaryPassword ? { temporaryPassword } : {}) };
}

const ALPHABETS = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!@#%&'];

/** Twice the policy's length, every character class of the SPA's rules (docs/validation.md#passwords) included. */
function temporaryPasswordOf(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const all = ALPHABETS.join('');
  const characters = [...ALPHABETS.map(pick), ...Array.from({ length: PASSWORD_POLICY.minLength * 2 - ALPHABETS.length }, () => pick(all))];
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  const password = characters.join('');
  const violation = passwordPolicyViolation(password);
  if (violation) throw new Error(violation);
  return password;
}

import { spawnSync } from 'node:child_process';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../lib/repo-root.ts';

// `npm run create-admin` against the local stack's pool, found through its endpoints file as the command finds it
// (docs/operating.md#the-first-admin).

let client: CognitoIdentityProviderClient;
let userPoolId: string;
const email = `first-admin-${Date.now().toString(36)}@shop.example.com`;

function createAdmin(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'bin/create-admin.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, COPPERLINE_DATA_DIR: inject('stack').dataDir },
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

const groupsOf = async (username: string) =>
  (await client.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username }))).Groups?.map((g) => g.GroupName);

beforeAll(() => {
  const stack = inject('stack');
  userPoolId = stack.userPoolId;
  client = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoUrl,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

describe('npm run create-admin', () => {
  it('makes an Admin with a verified e-mail and a temporary password printed once, to be changed at first sign-in', async () => {
    const run = createAdmin('--email', email.toUpperCase());
    expect(run.status, run.out).toBe(0);
    expect(run.out).toContain(`Made ${email}`);
    const password = /Temporary password, shown this once: (\S+)/.exec(run.out)?.[1];
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#%&]).{24}$/);
    expect(run.out).toContain('authenticator app (TOTP)');
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    expect(user.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
    expect(await groupsOf(email)).toEqual(['Admin']);
  });

  it('says a second time that the account exists, prints no password, and puts it back in the Admin group', async () => {
    await client.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: 'Admin' }));
    const run = createAdmin('--email', email);
    expect(run.status, run.out).toBe(0);
    expect(run.out).toContain(`${email} already exists`);
    expect(run.out).not.toContain('Temporary password');
    expect(await groupsOf(email)).toEqual(['Admin']);
  });

  it('refuses a run without an e-mail address', () => {
    const run = createAdmin();
    expect(run.status).toBe(2);
    expect(run.out).toContain('usage: npm run create-admin');
  });
});

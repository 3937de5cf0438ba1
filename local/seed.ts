import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CognitoCall } from './cognito-front.ts';
import { must } from './cognito-setup.ts';

export type StaffLogin = { email: string; password: string };

// Demo staff account: created once per data folder with a random password,
// kept in the data folder so every start can print it.
export async function ensureAdmin(
  call: CognitoCall,
  ids: { userPoolId: string; userPoolClientId: string },
  file: string,
): Promise<StaffLogin> {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StaffLogin;
  const login = { email: 'admin@copperline.local', password: `Cu-${randomBytes(6).toString('base64url')}-9a` };
  const existing = await call('AdminGetUser', { UserPoolId: ids.userPoolId, Username: login.email });
  if (existing.status === 200) await must(call, 'AdminDeleteUser', { UserPoolId: ids.userPoolId, Username: login.email });
  await must(call, 'SignUp', {
    ClientId: ids.userPoolClientId,
    Username: login.email,
    Password: login.password,
    UserAttributes: [
      { Name: 'email', Value: login.email },
      { Name: 'given_name', Value: 'Ada' },
      { Name: 'family_name', Value: 'Admin' },
    ],
  });
  await must(call, 'AdminConfirmSignUp', { UserPoolId: ids.userPoolId, Username: login.email });
  await must(call, 'AdminUpdateUserAttributes', {
    UserPoolId: ids.userPoolId,
    Username: login.email,
    UserAttributes: [
      { Name: 'email', Value: login.email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  await must(call, 'AdminAddUserToGroup', { UserPoolId: ids.userPoolId, Username: login.email, GroupName: 'Admin' });
  writeFileSync(file, JSON.stringify(login, null, 2));
  return login;
}

/** The MIT-licensed demo catalogue bundled with the repo (see its LICENSE beside it). */
export const DEMO_CATALOGUE = path.resolve(import.meta.dirname, '../test/fixtures/parts/cdfer-jlcpcb-kicad-library/parts.csv');

/**
 * Imports the demo parts catalogue and builds its search snapshot, once: a
 * data folder that already holds a catalogue is left alone. Returns the
 * number of parts imported (0 when skipped). Expects the local AWS
 * environment to be set.
 */
export async function seedDemoCatalogueIfEmpty(): Promise<number> {
  // Imported here: the AWS clients read the local endpoints when created.
  const { hasCatalogue } = await import('../lambdas/core/db/parts.ts');
  if (await hasCatalogue()) return 0;
  const { storeCatalogue } = await import('../lambdas/core/parts/store-catalogue.ts');
  const { rebuildSearchSnapshot } = await import('../lambdas/core/parts/search-snapshot.ts');
  const summary = await storeCatalogue(createReadStream(DEMO_CATALOGUE));
  await rebuildSearchSnapshot();
  return summary.parts;
}

/** Who the checklist names as having confirmed the demo shop (docs/local-stack.md#the-demo-shop-is-open). */
export const DEMO_SHOP_OPENER = 'Local demo seed';

/**
 * Confirms every item of the shop-setup checklist as it stands and opens the
 * shop, once, so the local store takes orders as it always has. Only here: no
 * deployed code can confirm an item nobody reviewed, and a deployed shop is
 * opened by its Admin (docs/operating.md#set-up-the-shop-before-launch).
 */
export async function openDemoShopIfClosed(): Promise<boolean> {
  const { readShopSetup } = await import('../lambdas/core/shop-setup/shop-state.ts');
  const { saveShopSetupFrom } = await import('../lambdas/core/db/shop-setup.ts');
  const { record, items } = await readShopSetup();
  if (record?.openedAt) return false;
  const at = new Date().toISOString();
  const confirmations = Object.fromEntries(
    items.map((entry) => [entry.item, { fingerprint: entry.fingerprint, by: DEMO_SHOP_OPENER, at }]),
  );
  await saveShopSetupFrom(record?.version ?? 0, { company: record?.company, confirmations, openedAt: at, openedBy: DEMO_SHOP_OPENER });
  return true;
}

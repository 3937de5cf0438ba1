import { parseArgs } from 'node:util';
import { ensureAdminAccount } from './admin-account.ts';
import { adminTarget } from './admin-target.ts';

// `npm run create-admin -- --email ada@shop.example.com [--stage prod]`: the first Admin of a stage's user pool, or of
// the running local stack without --stage (docs/operating.md#the-first-admin).

const { values } = parseArgs({ options: { email: { type: 'string' }, stage: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help || !values.email?.includes('@')) {
  console.error('usage: npm run create-admin -- --email <address> [--stage <stage>]');
  process.exit(values.help ? 0 : 2);
}

const target = await adminTarget(values.stage).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const account = await ensureAdminAccount(target.client, target.userPoolId, values.email);
if (account.temporaryPassword) {
  console.log(`Made ${account.email} in ${target.where} (user pool ${target.userPoolId}), in the Admin group.`);
  console.log(`Temporary password, shown this once: ${account.temporaryPassword}`);
  console.log('At the first sign-in the store asks for a new password, then for an authenticator app (TOTP) before any staff page.');
} else {
  console.log(`${account.email} already exists in ${target.where} (user pool ${target.userPoolId}); it is in the Admin group.`);
}

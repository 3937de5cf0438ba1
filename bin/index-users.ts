import { useCatalogueTarget } from './catalogue-target.ts';

// `npm run index-users`: adds users stored before the e-mail index existed
// (the /internal/users list and search) to it. Idempotent; run once after
// upgrading. Same target rules as import-parts (the running local stack, or
// AWS when TABLE_NAME and UPLOADS_BUCKET are set).

if (process.argv.includes('--help')) {
  console.log('usage: npm run index-users');
  process.exit(0);
}
useCatalogueTarget('index the users');

// Imported after the environment is set: the AWS clients read it when created.
const { indexUsersByEmail } = await import('../lambdas/core/db/users.ts');
const added = await indexUsersByEmail();
console.log(`Users added to the e-mail index: ${added}.`);

import path from 'node:path';
import { startLocalStack } from '../local/stack.ts';

// `npm start`: the whole store on this machine, on local stand-ins for AWS,
// with demo data. Ctrl-C stops everything it started. COPPERLINE_DATA_DIR moves
// the data folder (the dev-server test starts a store of its own beside yours).
const dataDir = process.env.COPPERLINE_DATA_DIR ?? path.resolve(import.meta.dirname, '../.local-data');
const port = (name: string, fallback: number) => Number(process.env[`COPPERLINE_${name}_PORT`] ?? fallback);

const stack = await startLocalStack({
  dataDir,
  web: 'dev',
  seed: true,
  log: true,
  ports: {
    site: port('SITE', 5173),
    api: port('API', 3030),
    cognito: port('COGNITO', 9229),
    dynamo: port('DYNAMODB', 8000),
    s3: port('S3', 4569),
  },
});

// Passkeys need a domain as relying party, so people use localhost (the
// listeners still bind 127.0.0.1 only).
const site = stack.siteUrl.replace('127.0.0.1', 'localhost');
console.log(`
  Copperline is running locally.

    Store:        ${site}
    Staff login:  ${stack.admin?.email} / ${stack.admin?.password}  (group Admin; its first staff page sets up an authenticator app)
    E-mails:      ${site}/_local/outbox  (sign-up codes and order e-mails land here)
    Analytics:    ${site}/_local/analytics  (events the store sends to its analytics provider)
    Data folder:  ${dataDir}  (wipe with: npm run reset-local)

  Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  });
}

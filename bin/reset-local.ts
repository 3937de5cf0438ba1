import { rmSync } from 'node:fs';
import path from 'node:path';

// Wipes every piece of local data: table, buckets, user pool, outbox.
const dataDir = path.resolve(import.meta.dirname, '../.local-data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next start creates everything afresh.`);

import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { parseToTime, restoreTableToTime, switchCommand } from './restore-table-steps.ts';

// `npm run restore-table -- --to-time 2026-11-28T09:30:00Z --stage prod [--from <table>] [--deploy]`: the stage's table
// as it was at that time, in a new table, then the stack switched to it (docs/operating.md#restoring-the-table).

const { values } = parseArgs({
  options: {
    'to-time': { type: 'string' },
    stage: { type: 'string' },
    from: { type: 'string' },
    deploy: { type: 'boolean' },
    help: { type: 'boolean' },
  },
});
const usage = 'usage: npm run restore-table -- --to-time <ISO time with zone> --stage <stage> [--from <table>] [--deploy]';
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const toTime = parseToTime(values['to-time'], new Date());
if (typeof toTime === 'string') fail(`${toTime}\n${usage}`, 2);
if (!values.stage)
  fail('--stage is required. The local stack cannot be restored: its DynamoDB emulator (dynalite) keeps no point-in-time backups.', 2);

const stage = values.stage;
const tableName = await restoreTableToTime(new DynamoDBClient({}), { stage, toTime, from: values.from, pollMs: 30_000 }, (line) =>
  console.log(line),
).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error), 1));

const command = switchCommand(stage, tableName);
if (!values.deploy) {
  console.log(`6. Switch the stack to it: deploy as usual with tableName set, now and on every later deploy of ${stage}:`);
  console.log(`   ${command}   (plus your usual -c flags; or COPPERLINE_TABLE_NAME=${tableName} in the environment)`);
  process.exit(0);
}
console.log(`6. Switching the stack to it: ${command} (your COPPERLINE_* environment and cdk.json context kept)`);
const deployed = spawnSync('npx', command.split(' ').slice(1), { stdio: 'inherit', env: process.env });
if (deployed.status !== 0) fail(`The deploy failed (exit ${deployed.status}); ${tableName} is ready: run the command again.`, 1);
console.log(`7. Done: the functions use ${tableName}. Keep -c tableName=${tableName} (or COPPERLINE_TABLE_NAME) on every later deploy.`);

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

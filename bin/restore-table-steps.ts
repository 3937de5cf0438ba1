import {
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ListTablesCommand,
  ListTagsOfResourceCommand,
  RestoreTableToPointInTimeCommand,
  TagResourceCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '#lambdas/core/db/table-definition.ts';
import { PROJECT_TAG, STAGE_TAG_KEY } from '../lib/stack-tags.ts';

// The steps of `npm run restore-table` (bin/restore-table.ts), each printed as
// it goes: find the stage's table, check the time is in its point-in-time
// window, restore into a new table, wait for it, turn on what a restore does
// not carry over, and say how the stack is switched to it.
// see docs/operating.md#restoring-the-table

export type RestoreTableOptions = {
  stage: string;
  toTime: Date;
  /** The table to restore from, when the stage has more than one (an earlier restore). */
  from?: string;
  /** Between two looks at the new table while DynamoDB restores it. */
  pollMs: number;
};

export const RESTORED_FROM_TAG = 'copperline:restored-from';
export const RESTORED_TO_TIME_TAG = 'copperline:restored-to-time';

/** Restores the stage's table to `toTime` into a new table; returns its name. Throws, saying why, before changing anything it cannot finish. */
export async function restoreTableToTime(
  dynamo: DynamoDBClient,
  options: RestoreTableOptions,
  say: (line: string) => void,
): Promise<string> {
  const source = options.from ?? (await stageTable(dynamo, options.stage));
  say(`1. Source table: ${source}`);

  const { ContinuousBackupsDescription: backups } = await dynamo.send(new DescribeContinuousBackupsCommand({ TableName: source }));
  const window = backups?.PointInTimeRecoveryDescription;
  if (window?.PointInTimeRecoveryStatus !== 'ENABLED' || !window.EarliestRestorableDateTime || !window.LatestRestorableDateTime)
    throw new Error(`Point-in-time recovery is not on for ${source}: there is nothing to restore from.`);
  const [earliest, latest] = [window.EarliestRestorableDateTime, window.LatestRestorableDateTime];
  if (options.toTime < earliest || options.toTime > latest)
    throw new Error(
      `${options.toTime.toISOString()} is outside ${source}'s restorable window, ${earliest.toISOString()} to ${latest.toISOString()}.`,
    );
  say(`2. ${options.toTime.toISOString()} is within the restorable window (${earliest.toISOString()} to ${latest.toISOString()}).`);

  const target = restoredTableName(options.stage, options.toTime);
  if (await tableExists(dynamo, target)) throw new Error(`A table named ${target} exists already: delete it, or restore to another time.`);
  await dynamo.send(
    new RestoreTableToPointInTimeCommand({
      SourceTableName: source,
      TargetTableName: target,
      RestoreDateTime: options.toTime,
      BillingModeOverride: 'PAY_PER_REQUEST',
      SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
    }),
  );
  say(`3. Restoring into ${target} (a large table takes minutes to hours; the source is untouched and still in use).`);

  await waitUntilActive(dynamo, target, options.pollMs, say);
  say(`4. ${target} is ACTIVE.`);

  await keepLikeTheSource(dynamo, target, { source, stage: options.stage, toTime: options.toTime });
  say(
    `5. On ${target}: point-in-time recovery, time to live (${tableDefinition.timeToLiveAttribute}), deletion protection, the stage's tags.`,
  );
  return target;
}

/** The new table's name: the stage and the time restored to, so two restores to different times never collide. */
export function restoredTableName(stage: string, toTime: Date): string {
  const stamp = toTime
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `Copperline-${stage}-restored-${stamp}`;
}

/** The one table of the stage's tags; with several (an earlier restore), the caller must name one. */
async function stageTable(dynamo: DynamoDBClient, stage: string): Promise<string> {
  const found: string[] = [];
  let start: string | undefined;
  do {
    const page = await dynamo.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const name of page.TableNames ?? []) {
      if (!name.startsWith(`Copperline-${stage}-`)) continue;
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: name }));
      const { Tags } = await dynamo.send(new ListTagsOfResourceCommand({ ResourceArn: Table!.TableArn }));
      const tags = new Map((Tags ?? []).map((tag) => [tag.Key, tag.Value]));
      if (tags.get(PROJECT_TAG.key) === PROJECT_TAG.value && tags.get(STAGE_TAG_KEY) === stage) found.push(name);
    }
    start = page.LastEvaluatedTableName;
  } while (start);
  if (found.length === 1) return found[0]!;
  if (found.length === 0)
    throw new Error(
      `No table tagged ${PROJECT_TAG.key}=${PROJECT_TAG.value}, ${STAGE_TAG_KEY}=${stage} in this account and region (AWS_REGION, AWS_PROFILE).`,
    );
  throw new Error(
    `Stage ${stage} has ${found.length} tables (${found.join(', ')}): pass --from with the one the stack uses (its TableName output).`,
  );
}

async function tableExists(dynamo: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ResourceNotFoundException') return false;
    throw error;
  }
}

async function waitUntilActive(dynamo: DynamoDBClient, tableName: string, pollMs: number, say: (line: string) => void): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE') return;
    say(`   … ${Table?.TableStatus ?? 'unknown'} after ${Math.round((Date.now() - started) / 60_000)} min`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** What a restore does not carry over and the stack's own table has (lib/stateful/store-table.ts), plus where it came from. */
async function keepLikeTheSource(dynamo: DynamoDBClient, target: string, origin: { source: string; stage: string; toTime: Date }) {
  await dynamo.send(
    new UpdateContinuousBackupsCommand({ TableName: target, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
  );
  await dynamo.send(
    new UpdateTimeToLiveCommand({
      TableName: target,
      TimeToLiveSpecification: { Enabled: true, AttributeName: tableDefinition.timeToLiveAttribute },
    }),
  );
  await dynamo.send(new UpdateTableCommand({ TableName: target, DeletionProtectionEnabled: true }));
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: target }));
  await dynamo.send(
    new TagResourceCommand({
      ResourceArn: Table!.TableArn,
      Tags: [
        { Key: PROJECT_TAG.key, Value: PROJECT_TAG.value },
        { Key: STAGE_TAG_KEY, Value: origin.stage },
        { Key: RESTORED_FROM_TAG, Value: origin.source },
        { Key: RESTORED_TO_TIME_TAG, Value: origin.toTime.toISOString() },
      ],
    }),
  );
}

/** `--to-time` as given: an ISO date and time with its zone (Z or ±hh:mm), not in the future; else why not. */
export function parseToTime(text: string | undefined, now: Date): Date | string {
  if (!text) return '--to-time is required: the moment to restore to, e.g. 2026-11-28T09:30:00Z.';
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(text))
    return `--to-time ${text} is not an ISO date and time with a zone, e.g. 2026-11-28T09:30:00Z.`;
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) return `--to-time ${text} is not a real date and time.`;
  if (time > now) return `--to-time ${text} is in the future.`;
  return time;
}

/** The command that switches the stage's functions to the restored table, with the stage's usual settings kept. */
export function switchCommand(stage: string, tableName: string): string {
  return `npx cdk deploy --all -c stage=${stage} -c tableName=${tableName}`;
}

import {
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ListTagsOfResourceCommand,
  ResourceNotFoundException,
  RestoreTableToPointInTimeCommand,
  TagResourceCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { tableDefinition } from '#lambdas/core/db/table-definition.ts';
import { parseToTime, restoreTableToTime, restoredTableName, switchCommand } from '../../../bin/restore-table-steps.ts';

// `npm run restore-table`'s AWS calls, against a mocked DynamoDB client: the
// local emulator (dynalite) has no point-in-time recovery to restore from
// (docs/operating.md#restoring-the-table).

const client = new DynamoDBClient({ region: 'eu-west-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const dynamo = mockClient(client);
const OWN = 'Copperline-prod-Stateful-TableCD117FA1-ABC';
const arn = (name: string) => `arn:aws:dynamodb:eu-west-1:123456789012:table/${name}`;
const tags = (stage: string) => [
  { Key: 'project', Value: 'copperline' },
  { Key: 'stage', Value: stage },
];
const toTime = new Date('2026-11-28T09:30:00.000Z');
const target = 'Copperline-prod-restored-20261128T093000Z';

function account(tables: Record<string, string>) {
  dynamo.on(ListTablesCommand).resolves({ TableNames: Object.keys(tables) });
  for (const [name, stage] of Object.entries(tables)) {
    dynamo
      .on(DescribeTableCommand, { TableName: name })
      .resolves({ Table: { TableName: name, TableArn: arn(name), TableStatus: 'ACTIVE' } });
    dynamo.on(ListTagsOfResourceCommand, { ResourceArn: arn(name) }).resolves({ Tags: tags(stage) });
  }
  dynamo.on(DescribeContinuousBackupsCommand).resolves({
    ContinuousBackupsDescription: {
      ContinuousBackupsStatus: 'ENABLED',
      PointInTimeRecoveryDescription: {
        PointInTimeRecoveryStatus: 'ENABLED',
        EarliestRestorableDateTime: new Date('2026-10-24T00:00:00Z'),
        LatestRestorableDateTime: new Date('2026-11-28T10:00:00Z'),
      },
    },
  });
  dynamo
    .on(DescribeTableCommand, { TableName: target })
    .rejectsOnce(new ResourceNotFoundException({ message: 'not found', $metadata: {} }))
    .resolvesOnce({ Table: { TableStatus: 'CREATING' } })
    .resolves({ Table: { TableName: target, TableArn: arn(target), TableStatus: 'ACTIVE' } });
}

async function restore(options: { from?: string; at?: Date } = {}) {
  const lines: string[] = [];
  const name = await restoreTableToTime(client, { stage: 'prod', toTime: options.at ?? toTime, from: options.from, pollMs: 1 }, (line) =>
    lines.push(line),
  );
  return { name, lines };
}

beforeEach(() => dynamo.reset());

describe('restoreTableToTime', () => {
  it('restores the stage’s one table into a new one, waits for it, and turns on what a restore does not carry over', async () => {
    account({ [OWN]: 'prod', 'Copperline-staging-Stateful-Table-XYZ': 'staging', 'other-app': 'prod' });
    const { name, lines } = await restore();
    expect(name).toBe(target);
    expect(dynamo.commandCalls(RestoreTableToPointInTimeCommand).map((c) => c.args[0].input)).toEqual([
      {
        SourceTableName: OWN,
        TargetTableName: target,
        RestoreDateTime: toTime,
        BillingModeOverride: 'PAY_PER_REQUEST',
        SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
      },
    ]);
    // Tables of other stages' and apps' names are not even asked for their tags.
    expect(dynamo.commandCalls(ListTagsOfResourceCommand).map((c) => c.args[0].input.ResourceArn)).toEqual([arn(OWN)]);
    expect(dynamo.commandCalls(UpdateContinuousBackupsCommand)[0]!.args[0].input).toEqual({
      TableName: target,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(dynamo.commandCalls(UpdateTimeToLiveCommand)[0]!.args[0].input.TimeToLiveSpecification).toEqual({
      Enabled: true,
      AttributeName: tableDefinition.timeToLiveAttribute,
    });
    expect(dynamo.commandCalls(UpdateTableCommand)[0]!.args[0].input).toEqual({ TableName: target, DeletionProtectionEnabled: true });
    expect(dynamo.commandCalls(TagResourceCommand)[0]!.args[0].input).toEqual({
      ResourceArn: arn(target),
      Tags: [
        ...tags('prod'),
        { Key: 'copperline:restored-from', Value: OWN },
        { Key: 'copperline:restored-to-time', Value: toTime.toISOString() },
      ],
    });
    // Each step printed in order, the wait included.
    expect(lines.map((line) => line.trim().split(' ')[0])).toEqual(['1.', '2.', '3.', '…', '4.', '5.']);
    expect(lines[0]).toBe(`1. Source table: ${OWN}`);
  });

  it('refuses a time outside the restorable window, before restoring anything', async () => {
    account({ [OWN]: 'prod' });
    await expect(restore({ at: new Date('2026-10-01T00:00:00Z') })).rejects.toThrow(
      `outside ${OWN}'s restorable window, 2026-10-24T00:00:00.000Z to 2026-11-28T10:00:00.000Z`,
    );
    expect(dynamo.commandCalls(RestoreTableToPointInTimeCommand)).toEqual([]);
  });

  it('asks which table when the stage has an earlier restore too, and restores from the one named', async () => {
    const earlier = 'Copperline-prod-restored-20261101T000000Z';
    account({ [OWN]: 'prod', [earlier]: 'prod' });
    await expect(restore()).rejects.toThrow(`Stage prod has 2 tables (${OWN}, ${earlier}): pass --from`);
    dynamo.reset();
    account({ [OWN]: 'prod', [earlier]: 'prod' });
    await restore({ from: earlier });
    expect(dynamo.commandCalls(RestoreTableToPointInTimeCommand)[0]!.args[0].input.SourceTableName).toBe(earlier);
    expect(dynamo.commandCalls(ListTablesCommand)).toEqual([]);
  });

  it('says so when point-in-time recovery is off', async () => {
    account({ [OWN]: 'prod' });
    dynamo.on(DescribeContinuousBackupsCommand).resolves({
      ContinuousBackupsDescription: {
        ContinuousBackupsStatus: 'ENABLED',
        PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'DISABLED' },
      },
    });
    await expect(restore()).rejects.toThrow(`Point-in-time recovery is not on for ${OWN}`);
  });
});

describe('the command line', () => {
  const now = new Date('2026-11-28T10:00:00Z');

  it('takes an ISO time with its zone, not in the future', () => {
    expect(parseToTime('2026-11-28T09:30:00Z', now)).toEqual(toTime);
    expect(parseToTime('2026-11-28T10:30+01:00', now)).toEqual(toTime);
    expect(parseToTime(undefined, now)).toMatch(/--to-time is required/);
    expect(parseToTime('2026-11-28T09:30:00', now)).toMatch(/not an ISO date and time with a zone/);
    expect(parseToTime('2026-11-28 09:30Z', now)).toMatch(/not an ISO date and time with a zone/);
    expect(parseToTime('2026-13-40T09:30:00Z', now)).toMatch(/not a real date/);
    expect(parseToTime('2026-11-28T11:00:00Z', now)).toMatch(/in the future/);
  });

  it('names the new table by stage and time, and switches the stack with the tableName setting', () => {
    expect(restoredTableName('prod', new Date('2026-11-28T09:30:15.250Z'))).toBe('Copperline-prod-restored-20261128T093015Z');
    expect(switchCommand('prod', target)).toBe(`npx cdk deploy --all -c stage=prod -c tableName=${target}`);
  });
});

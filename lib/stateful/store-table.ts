import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '#lambdas/core/db/table-definition.ts';

// The one table, with keys, indexes and time-to-live read from the same definition the
// ElectroDB entities and the local emulator use, so the three cannot drift.
export function addStoreTable(scope: Construct): Table {
  const table = new Table(scope, 'Table', {
    partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
    sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    deletionProtection: true,
    encryption: TableEncryption.AWS_MANAGED,
    removalPolicy: RemovalPolicy.RETAIN,
    timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
  });
  for (const [indexName, keys] of Object.entries(tableDefinition.globalIndexes)) {
    table.addGlobalSecondaryIndex({
      indexName,
      partitionKey: { name: keys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: keys.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
  }
  return table;
}

/**
 * A table `npm run restore-table` made from this one at a point in time: not the stack's, so CloudFormation neither
 * changes nor deletes it; the script turned on what a restore does not carry over (point-in-time recovery, time to
 * live, deletion protection, tags). Grants cover its indexes as the own table's do. see docs/operating.md#restoring-the-table
 */
export function restoredTable(scope: Construct, tableName: string): ITable {
  return Table.fromTableAttributes(scope, 'RestoredTable', { tableName, globalIndexes: Object.keys(tableDefinition.globalIndexes) });
}

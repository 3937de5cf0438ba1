import { Duration } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { RouteDef } from '#contracts/route-types.ts';
import { StoreFunction } from './store-function.ts';

/** A route's Lambda memory unless its route table entry says otherwise (`lambda.memoryMb`). */
export const DEFAULT_MEMORY_MB = 512;

/** A route's Lambda timeout in seconds unless its route table entry says otherwise (`lambda.timeoutSeconds`). */
export const DEFAULT_TIMEOUT_SECONDS = 10;

export type RouteFunctionProps = {
  /** Environment shared by every handler. */
  environment: Record<string, string>;
  /** Where every API handler logs (one group for all of them). */
  handlerLogs: ILogGroup;
  /** The parts search snapshot's rebuild queue. */
  partsIndexQueue: IQueue;
};

// One API handler: sized by the route's `lambda`, logging to the shared group,
// told where the rebuild queue is only when the route may send to it. Used for
// the route areas' functions (in their nested stacks) and the fallback.
export function routeFunction(scope: Construct, id: string, handler: string, props: RouteFunctionProps, route?: RouteDef): NodejsFunction {
  const queue: Record<string, string> = route?.access?.partsIndexQueue ? { PARTS_INDEX_QUEUE_URL: props.partsIndexQueue.queueUrl } : {};
  return new StoreFunction(scope, id, {
    handler,
    environment: { ...props.environment, ...queue },
    memorySize: route?.lambda?.memoryMb ?? DEFAULT_MEMORY_MB,
    timeout: Duration.seconds(route?.lambda?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
    logGroup: props.handlerLogs,
  }).fn;
}

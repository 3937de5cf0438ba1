import { Stack } from 'aws-cdk-lib';
import { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { CfnEventSourceMapping, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { addCopperlineStacks } from '../lib/copperline-stacks.ts';
import { STOCK_SWEEP_MINUTES } from '../lib/constructs/stock-sweeper.ts';
import { StoreFunction } from '../lib/constructs/store-function.ts';
import type { AppFacts } from './cost-model.ts';

// What the cost model (bin/cost-model.ts) reads off the synthesized stacks:
// each function's memory, the alarms, the polled queues, the web ACL's rules
// and the scheduled runs. see docs/costs.md#how-it-is-computed

/** The sweeper's run, warm, over a table with few holds. */
const SWEEP_MS = 300;

export function appFacts(stacks: ReturnType<typeof addCopperlineStacks>): AppFacts {
  const constructs = [stacks.stateful, stacks.app, ...(stacks.edge ? [stacks.edge] : [])].flatMap((stack) => stack.node.findAll());
  const memoryMb: Record<string, number> = {};
  for (const fn of constructs.filter((c): c is StoreFunction => c instanceof StoreFunction)) {
    const cfn = fn.fn.node.defaultChild as CfnFunction;
    memoryMb[fn.handler] = Stack.of(fn).resolve(cfn.memorySize) as number;
  }
  return {
    memoryMb,
    alarms: constructs.filter((c) => c instanceof Alarm).length,
    polledQueues: constructs.filter((c) => c instanceof CfnEventSourceMapping).length,
    wafRules: stacks.edge ? (Stack.of(stacks.edge).resolve(stacks.edge.webAcl.rules) as unknown[]).length : null,
    scheduled: [{ handler: 'events/sweep-stock-holds', perMonth: (30 * 24 * 60) / STOCK_SWEEP_MINUTES, ms: SWEEP_MS }],
  };
}

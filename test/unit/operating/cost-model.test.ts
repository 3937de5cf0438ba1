import { describe, expect, it } from 'vitest';
import { routes } from '#contracts/routes.ts';
import { ORDER, costTable, monthlyCosts, type AppFacts } from '../../../bin/cost-model.ts';
import { PRICES } from '../../../bin/cost-prices.ts';

// The cost model of docs/costs.md over made-up facts: each knob moves the row
// it should, and only that one. The facts of the real stacks and the table in
// the docs are checked together in test/infra/cost-facts.test.ts.

function facts(memoryMb: number, overrides: Partial<AppFacts> = {}): AppFacts {
  const handlers = [...Object.values(routes).map((r) => r.handler), ...Object.keys(ORDER.events), 'events/sweep-stock-holds'];
  return {
    memoryMb: Object.fromEntries(handlers.map((h) => [h, memoryMb])),
    alarms: 20,
    polledQueues: 3,
    wafRules: 1,
    scheduled: [{ handler: 'events/sweep-stock-holds', perMonth: 8640, ms: 300 }],
    ...overrides,
  };
}
const row = (rows: ReturnType<typeof monthlyCosts>, prefix: string) => rows.find((r) => r.service.startsWith(prefix))!;

describe('monthlyCosts', () => {
  it('grows Lambda’s compute with memory and leaves the other services alone', () => {
    const [small, large] = [monthlyCosts(facts(512), PRICES), monthlyCosts(facts(1024), PRICES)];
    const requests = 1000 * (Object.values(ORDER.routes).reduce((sum, r) => sum + r.calls, 0) + 1) * PRICES.lambdaRequest;
    expect(row(large, 'Lambda').per1000 - requests).toBeCloseTo(2 * (row(small, 'Lambda').per1000 - requests), 10);
    expect(row(large, 'Lambda').idle).toBeGreaterThan(row(small, 'Lambda').idle);
    expect(large.filter((r) => r.service !== 'Lambda')).toEqual(small.filter((r) => r.service !== 'Lambda'));
  });

  it('charges the web ACL and its rules at idle and every request it inspects; nothing without it', () => {
    const on = row(monthlyCosts(facts(512, { wafRules: 2 }), PRICES), 'WAF');
    expect(on.idle).toBeCloseTo(PRICES.wafAclMonth + 2 * PRICES.wafRuleMonth, 10);
    expect(on.per1000).toBeGreaterThan(0);
    expect(row(monthlyCosts(facts(512, { wafRules: null }), PRICES), 'WAF')).toMatchObject({ idle: 0, per1000: 0 });
  });

  it('adds ten cents a month for each alarm', () => {
    const [few, more] = [monthlyCosts(facts(512, { alarms: 10 }), PRICES), monthlyCosts(facts(512, { alarms: 15 }), PRICES)];
    expect(row(more, 'CloudWatch').idle - row(few, 'CloudWatch').idle).toBeCloseTo(5 * PRICES.cloudWatchAlarmMonth, 10);
  });

  it('refuses facts without a function the order runs', () => {
    const { memoryMb, ...rest } = facts(512);
    const { [routes.placeOrder.handler]: _placeOrder, ...withoutPlaceOrder } = memoryMb;
    expect(() => monthlyCosts({ ...rest, memoryMb: withoutPlaceOrder }, PRICES)).toThrow(`No function runs ${routes.placeOrder.handler}`);
  });
});

describe('costTable', () => {
  it('prints each row and the totals, in dollars', () => {
    const table = costTable([
      { service: 'A', idle: 6, per1000: 0.125 },
      { service: 'B', idle: 1.5, per1000: 12.4 },
    ]);
    expect(table.split('\n')).toEqual([
      '| service | a month at idle | per 1,000 orders |',
      '|---|---:|---:|',
      '| A | $6.00 | $0.13 |',
      '| B | $1.50 | $12 |',
      '| **total** | **$7.50** | **$13** |',
    ]);
  });
});

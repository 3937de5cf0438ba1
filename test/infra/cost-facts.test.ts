import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '#contracts/routes.ts';
import { appFacts } from '../../bin/cost-facts.ts';
import { costTable, monthlyCosts } from '../../bin/cost-model.ts';
import { PRICES } from '../../bin/cost-prices.ts';
import { uploadProcessorMemoryMb } from '../../lib/upload-processing.ts';
import { repoRoot } from '../../lib/repo-root.ts';
import { appStacks, jsonOf } from './stack-templates.ts';
import { synthCopperline } from './synth-copperline.ts';

// The cost model's facts off the shared synthesis (the default settings: web
// ACL on), and the table docs/costs.md shows is the one they give today: a
// change of memory, alarms or queues fails here until the docs are updated
// with `npm run estimate-costs`. see docs/costs.md#how-it-is-computed

describe('the cost facts of the stacks', () => {
  const synth = synthCopperline();
  const facts = appFacts(synth.stacks);

  it('read each function’s memory, the alarms, the polled queues and the web ACL’s rules', () => {
    expect(facts.memoryMb['events/process-board-upload']).toBe(uploadProcessorMemoryMb);
    expect(facts.memoryMb[routes.uploadBom.handler]).toBe(routes.uploadBom.lambda.memoryMb);
    expect(facts.memoryMb[routes.getBoard.handler]).toBe(512);
    const templates = [...appStacks(synth.stacks.app), synth.stacks.stateful].map((stack) => jsonOf(stack).Resources);
    const count = (type: string) => templates.flatMap((resources) => Object.values(resources)).filter((r) => r.Type === type).length;
    expect(facts.alarms).toBe(count('AWS::CloudWatch::Alarm'));
    expect(facts.polledQueues).toBe(count('AWS::Lambda::EventSourceMapping'));
    const [webAcl] = Object.values(synth.edge!.findResources('AWS::WAFv2::WebACL')) as { Properties: { Rules: unknown[] } }[];
    expect(facts.wafRules).toBe(webAcl!.Properties.Rules.length);
  });

  it('give the table docs/costs.md shows', () => {
    const docs = readFileSync(path.join(repoRoot, 'docs', 'costs.md'), 'utf8');
    expect(docs).toContain(costTable(monthlyCosts(facts, PRICES)));
  });
});

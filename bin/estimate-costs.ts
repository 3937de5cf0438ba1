import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { appSettings } from '../lib/app-settings.ts';
import { addCopperlineStacks } from '../lib/copperline-stacks.ts';
import { appFacts } from './cost-facts.ts';
import { cognitoBeyondFreeTier, costTable, monthlyCosts } from './cost-model.ts';
import { PRICES, PRICES_AS_OF, PRICES_REGION } from './cost-prices.ts';

// `npm run estimate-costs [-- -c waf=off …]`-style settings come from the
// environment (COPPERLINE_WAF=off): synthesizes the stacks offline, without
// bundling, and prints the monthly cost table of docs/costs.md.

const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
const stacks = addCopperlineStacks(app, {
  ...appSettings(app),
  // The site's files change nothing in the cost; no build needed.
  webDistPath: path.join(tmpdir(), 'copperline-costs-no-web-build'),
});
console.log(`Monthly cost, list prices of ${PRICES_REGION} as of ${PRICES_AS_OF}, free tiers left out (docs/costs.md):\n`);
console.log(costTable(monthlyCosts(appFacts(stacks), PRICES)));
console.log(`\nBeyond 10,000 monthly active users, Cognito adds $${cognitoBeyondFreeTier(PRICES).toFixed(0)} per 1,000 more.`);

import { App } from 'aws-cdk-lib';
import '../contracts/zod-locale.ts';
import { appSettings } from '../lib/app-settings.ts';
import { addCopperlineStacks } from '../lib/copperline-stacks.ts';

// The CDK app: `npx cdk synth|deploy` (cdk.json runs this with tsx). Its
// settings come from context or the environment (lib/app-settings.ts).
const app = new App();
addCopperlineStacks(app, appSettings(app));

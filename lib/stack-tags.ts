// The tags every resource of a stage carries (lib/copperline-stacks.ts), by which `npm run create-admin -- --stage …`
// finds the stage's user pool without CloudFormation (bin/admin-target.ts).
export const PROJECT_TAG = { key: 'project', value: 'copperline' } as const;
export const STAGE_TAG_KEY = 'stage';

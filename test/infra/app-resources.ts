import type { Template } from 'aws-cdk-lib/assertions';
import { synthCopperline } from './synth-copperline.ts';

// The App stack's resources as plain JSON, for tests that follow a function
// to its role and policies (the event consumers' tests).

export type Statement = { Action: string | string[]; Resource: unknown };
export type Resource = {
  Type: string;
  DependsOn?: string[];
  Properties: Record<string, unknown> & { Roles?: { Ref: string }[]; PolicyDocument?: { Statement: Statement[] } };
};

export type AppResources = {
  app: Template;
  resources: Record<string, Resource>;
  /** The logical id of the resource of this type whose id starts with the prefix (CDK adds a hash). */
  idOf(prefix: string, type: string): string | undefined;
};

export function appResources(): AppResources {
  const app = synthCopperline().app;
  const resources = app.toJSON().Resources as Record<string, Resource>;
  return {
    app,
    resources,
    idOf: (prefix, type) => Object.keys(resources).find((id) => id.startsWith(prefix) && resources[id]!.Type === type),
  };
}

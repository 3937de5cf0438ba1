import { CfnResource, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import type { AppStack } from '../../lib/app-stack.ts';

// The App stack is a parent with one nested stack per route area; these
// helpers read whichever template holds a construct and follow nested-stack
// parameters back to the parent's value.

export type CfnTemplate = {
  Resources: Record<string, { Type: string; Properties: Record<string, unknown>; DependsOn?: unknown }>;
  Parameters?: Record<string, unknown>;
  Outputs?: Record<string, unknown>;
};

const templates = new WeakMap<Stack, Template>();

/** The synthesized template of a stack (`Template.fromStack` works for nested stacks too); cached per stack. */
export function templateOf(stack: Stack): Template {
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
}

export function jsonOf(stack: Stack): CfnTemplate {
  return templateOf(stack).toJSON() as CfnTemplate;
}

/** The App stack and every route area's nested stack. */
export function appStacks(appStack: AppStack): Stack[] {
  return [appStack, ...Object.values(appStack.apiRoutes.areas)];
}

/** A construct's logical id in its own stack's template. */
export function logicalIdOf(construct: IConstruct): string {
  const cfn = construct.node.defaultChild ?? construct;
  if (!(cfn instanceof CfnResource)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(cfn).getLogicalId(cfn);
}

/**
 * A value as the parent stack sees it: every `{ Ref }` to one of a nested
 * stack's parameters (at any depth) becomes what the parent passes for it,
 * up to the top-level stack; anything else is left as it is.
 */
export function resolveInParent(stack: Stack, value: unknown): unknown {
  const parent = stack.nestedStackParent;
  if (!parent || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => resolveInParent(stack, item));
  const ref = (value as { Ref?: unknown }).Ref;
  if (typeof ref === 'string' && Object.keys(value).length === 1 && jsonOf(stack).Parameters?.[ref]) {
    const resource = stack.nestedStackResource;
    if (!(resource instanceof CfnResource)) throw new Error(`${stack.node.path} has no nested stack resource`);
    const passed = jsonOf(parent).Resources[parent.getLogicalId(resource)]?.Properties.Parameters as Record<string, unknown> | undefined;
    if (!passed || !(ref in passed)) throw new Error(`${parent.node.path} passes nothing for ${ref} to ${stack.node.path}`);
    return resolveInParent(parent, passed[ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveInParent(stack, item)]));
}

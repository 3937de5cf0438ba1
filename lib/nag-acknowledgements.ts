import { Stack, Validations } from 'aws-cdk-lib';
import { CfnRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { CfnUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { CfnSecret } from 'aws-cdk-lib/aws-secretsmanager';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';
import { unacceptedWildcards, type AcceptedWildcard } from './accepted-wildcards.ts';

// cdk-nag (AwsSolutions) findings we accept on purpose, each with its reason.
// The infra test test/infra/cdk-nag.test.ts fails on any finding not listed
// here. See docs/security.md#cdk-nag-findings-we-accept.

type Acknowledgement = { id: string; reason: string };

/** Applies to every resource of the stacks (App, each route area, Stateful). */
const everywhere: Acknowledgement[] = [
  {
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'Lambda roles use only AWSLambdaBasicExecutionRole (write own log streams); everything else is granted inline per function.',
  },
  {
    id: 'AwsSolutions-L1',
    reason:
      'The Node.js runtime is pinned on purpose and raised in its own change with the bundling target; CDK-provided functions follow their library.',
  },
];

/** By CloudFormation resource type. */
const byResource: { type: abstract new (...args: never[]) => IConstruct; acks: Acknowledgement[] }[] = [
  {
    type: CfnBucket,
    acks: [
      {
        id: 'AwsSolutions-S1',
        reason:
          'Private buckets reached only through presigned URLs (uploads) or CloudFront origin access control (site); CloudTrail data events are the operator’s choice.',
      },
    ],
  },
  {
    type: CfnUserPool,
    acks: [
      { id: 'AwsSolutions-COG1', reason: 'Password policy follows NIST 800-63B (length over character classes); passkeys are offered.' },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA (TOTP) is optional for customers of a shop and required of staff by the API and the staff pages (docs/security.md#staff-second-factor).',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'Cognito Plus (threat protection) is a priced tier left to the operator; Essentials is the default.',
      },
    ],
  },
  {
    type: CfnSecret,
    acks: [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'The guest-token key is the only key to the unclaimed guest boards of the last 7 days: rotating it on a schedule would end every guest session and strand their boards; the operator rotates it by hand (docs/access.md#guest-sessions).',
      },
    ],
  },
  {
    type: CfnDistribution,
    acks: [
      { id: 'AwsSolutions-CFR1', reason: 'The shop sells worldwide; no geo restriction.' },
      {
        id: 'AwsSolutions-CFR3',
        reason: 'Standard logs need a separate ACL-enabled bucket; API access logs already record every API request.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain CloudFront’s default certificate fixes the TLS policy; with siteDomain we set TLSv1.2_2021.',
      },
    ],
  },
];

/** `wildcards`: the exact wildcard resources IAM5 is acknowledged for (accepted-wildcards.ts). */
export function acknowledgeNagFindings(stacks: Stack[], wildcards: readonly AcceptedWildcard[]): void {
  for (const stack of stacks) {
    for (const ack of everywhere) Validations.of(stack).acknowledge(ack);
    for (const node of stack.node.findAll()) {
      for (const { type, acks } of byResource) if (node instanceof type) for (const ack of acks) Validations.of(node).acknowledge(ack);
      if (node instanceof CfnPolicy) acknowledgeScopedWildcards(node, wildcards);
      // Public routes (version, sign-up, contact, catalogue…) and the 404 fallback have no authorizer by design.
      if (node instanceof CfnRoute && (node.authorizationType ?? 'NONE') === 'NONE') {
        Validations.of(node).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: 'A public route by design; signed-in routes use the Cognito JWT authorizer and every handler checks access again.',
        });
      }
    }
  }
}

// IAM5 reports one finding per wildcard action or resource. We accept only
// the action groups CDK's grant methods expand to, and the wildcard resources
// named one by one in accepted-wildcards.ts (a prefix of the uploads bucket,
// never the whole bucket). Anything else still fails the nag test
// (docs/security.md#a-new-wildcard-fails).
const grantActions = new Set(['s3:Abort*', 's3:DeleteObject*', 's3:GetBucket*', 's3:GetObject*', 's3:List*']);
const iam5ActionReason = "A CDK grant's action group, on resources that are themselves checked.";

type PolicyStatement = { Effect?: string; Action?: string | string[]; Resource?: unknown };
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function acknowledgeScopedWildcards(policy: CfnPolicy, wildcards: readonly AcceptedWildcard[]): void {
  // Runs as a construct validation: after synthesis has replaced cross-stack
  // references, so the resources read exactly as cdk-nag will report them.
  policy.node.addValidation({
    validate: () => {
      const stack = Stack.of(policy);
      const document = stack.resolve(policy.policyDocument) as { Statement?: PolicyStatement[] };
      for (const statement of document.Statement ?? []) {
        if (statement.Effect !== 'Allow') continue;
        for (const action of asArray(statement.Action)) {
          if (grantActions.has(action))
            Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[Action::${action}]`, reason: iam5ActionReason });
        }
        const refused = new Set(unacceptedWildcards(stack, statement, wildcards));
        for (const resource of asArray(statement.Resource).map(flattenCfnReference)) {
          if (!resource.includes('*') || refused.has(resource)) continue;
          const reason = wildcards.find((w) => flattenCfnReference(stack.resolve(w.resource)) === resource)?.reason ?? '';
          Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[Resource::${resource}]`, reason });
        }
      }
      return [];
    },
  });
}

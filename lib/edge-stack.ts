import { CfnOutput, Fn, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { clientRateLimitAcl } from './constructs/client-rate-limit-acl.ts';

/** CloudFront takes web ACLs (and certificates) from us-east-1 only, wherever the rest of the store runs. */
export const EDGE_REGION = 'us-east-1';
const WEB_ACL_ARN_OUTPUT = 'WebAclArn';

// The site's web ACL, in a small stack of its own in us-east-1: a CLOUDFRONT
// web ACL can be created nowhere else, and the App stack may be in any region
// (docs/deploying.md#the-web-acl). Nothing here holds data.
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: EDGE_REGION } });
    this.webAcl = clientRateLimitAcl(this, 'SiteWebAcl');
    new CfnOutput(this, WEB_ACL_ARN_OUTPUT, { value: this.webAcl.attrArn, description: 'The web ACL the site’s distribution uses' });
  }

  /**
   * The web ACL's ARN as another stack reads it: CloudFormation's Fn::GetStackOutput, which reads across regions and
   * needs no region known at synth (an App stack synthesized without credentials has none). The reader must be
   * deployed after this stack (`addDependency`).
   */
  get webAclArn(): string {
    return Fn.getStackOutput(this.stackName, WEB_ACL_ARN_OUTPUT, EDGE_REGION);
  }
}

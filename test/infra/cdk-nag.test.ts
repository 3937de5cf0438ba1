import { Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AppStack } from '../../lib/app-stack.ts';
import { StatefulStack } from '../../lib/stateful-stack.ts';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { synthCopperline } from './synth-copperline.ts';

// cdk-nag v3 is a CDK policy-validation plugin: synthesis fails with every
// finding not acknowledged in lib/nag-acknowledgements.ts (see docs/security.md).
function synthWithNag(...args: Parameters<typeof synthCopperline>) {
  return synthCopperline(args[0], (app) => Validations.of(app).addPlugins(new AwsSolutionsChecks(app)));
}

describe('cdk-nag AwsSolutions rules', () => {
  it('find nothing unacknowledged in the Stateful, App and route-area stacks', () => {
    expect(() => synthWithNag()).not.toThrow();
  });

  it('find nothing unacknowledged with a custom domain, SES sender, Stripe and a restored table configured', () => {
    expect(() =>
      synthWithNag({
        siteDomain: {
          domainName: 'shop.example.com',
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/def',
        },
        emailSender: { fromEmail: 'orders@shop.example.com' },
        stripeSecretKeyParameterName: '/copperline/test/stripe-secret-key',
        stripeWebhookSecretParameterName: '/copperline/test/stripe-webhook-secret',
        stripePublishableKey: 'pk_test_123',
        // The functions on a table restored to a point in time (docs/operating.md#restoring-the-table).
        tableName: 'Copperline-test-restored-20261128T093000Z',
      }),
    ).not.toThrow();
  });

  it('still report a finding nobody acknowledged, a new wildcard resource included', () => {
    // The check itself works: an unencrypted-in-transit queue added to the app is caught, and so is
    // a route granted the whole uploads bucket (docs/security.md#a-new-wildcard-fails).
    let error: unknown;
    try {
      synthCopperline({}, (app) => {
        Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
        const stateful = app.node.children.find((c) => c instanceof StatefulStack)!;
        new Queue(stateful, 'ProbeQueue');
        const appStack = app.node.children.find((c) => c instanceof AppStack)!;
        stateful.uploadsBucket.grantRead(appStack.apiRoutes.functions.searchParts!);
      });
    } catch (thrown) {
      error = thrown;
    }
    expect(String(error)).toMatch(/AwsSolutions-SQS[34]/);
    expect(String(error)).toMatch(/AwsSolutions-IAM5\[Resource::[^\]]*UploadsBucket[^\]/]*\/\*\]/);
  });
});

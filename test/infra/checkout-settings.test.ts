import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { routes } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import { appStacks, jsonOf, logicalIdOf, templateOf } from './stack-templates.ts';
import { synthCopperline, withEverySetting } from './synth-copperline.ts';

// The Stripe and e-mail settings as the App stack passes them: parameter names (never
// secrets) in the environment, and read access only for the routes that use them.

const routeEntries = Object.entries(routes) as [string, RouteDef][];

/** A synthesized route's Lambda, its environment and its IAM policies (as JSON). */
function lambdasOf(synth: ReturnType<typeof synthCopperline>) {
  const fnOf = (routeId: string) => synth.stacks.app.apiRoutes.functions[routeId]!;
  const env = (routeId: string) =>
    jsonOf(Stack.of(fnOf(routeId))).Resources[logicalIdOf(fnOf(routeId))]!.Properties.Environment as {
      Variables: Record<string, unknown>;
    };
  const policiesOf = (routeId: string) =>
    JSON.stringify(
      Object.values(
        templateOf(Stack.of(fnOf(routeId))).findResources('AWS::IAM::Policy', {
          Properties: { Roles: [{ Ref: logicalIdOf(fnOf(routeId).role!) }] },
        }),
      ),
    );
  return { fnOf, env, policiesOf };
}

describe('checkout settings reach only the Lambdas that need them', () => {
  it('passes the e-mail sender and the Stripe secret key parameter (never the key) as environment, and grants that parameter to card routes only', () => {
    const synth = synthCopperline(withEverySetting);
    const { fnOf, env, policiesOf } = lambdasOf(synth);
    expect(env('placeOrder').Variables).toMatchObject({
      EMAIL_FROM: 'orders@shop.example.com',
      STRIPE_SECRET_KEY_PARAMETER: '/copperline/test/stripe-secret-key',
    });
    expect(JSON.stringify(env('placeOrder'))).not.toContain('sk_');
    expect(policiesOf('placeOrder')).toContain('ssm:GetParameter');
    expect(policiesOf('placeOrder')).toContain('ses:SendEmail');
    expect(policiesOf('placeOrder')).toContain('parameter/copperline/test/stripe-secret-key');
    expect(policiesOf('getOrder')).not.toContain('ssm:GetParameter');
    expect(policiesOf('getOrder')).not.toContain('ses:SendEmail');
    // No other Lambda in any stack may read the key.
    const readers = appStacks(synth.stacks.app).flatMap((stack) =>
      Object.values(templateOf(stack).findResources('AWS::IAM::Policy'))
        .filter((p) => JSON.stringify(p).includes('stripe-secret-key'))
        .map((p) => JSON.stringify(p.Properties.Roles)),
    );
    const cardRoutes = routeEntries.filter(([, route]) => route.access?.cardPayments === 'use').map(([id]) => id);
    expect(cardRoutes.length).toBeGreaterThan(0);
    expect(readers.sort()).toEqual(cardRoutes.map((id) => JSON.stringify([{ Ref: logicalIdOf(fnOf(id).role!) }])).sort());
  });

  it('passes the Stripe webhook signing secret parameter (never the secret) and lets only the webhook route read it; the route has no authorizer', () => {
    const synth = synthCopperline(withEverySetting);
    const { fnOf, env, policiesOf } = lambdasOf(synth);
    expect(env('stripeWebhook').Variables).toMatchObject({ STRIPE_WEBHOOK_SECRET_PARAMETER: '/copperline/test/stripe-webhook-secret' });
    expect(JSON.stringify(env('stripeWebhook'))).not.toContain('whsec_');
    expect(policiesOf('stripeWebhook')).toContain('parameter/copperline/test/stripe-webhook-secret');
    expect(policiesOf('stripeWebhook')).not.toContain('stripe-secret-key');
    // No other Lambda in any stack may read the webhook secret.
    const readers = appStacks(synth.stacks.app).flatMap((stack) =>
      Object.values(templateOf(stack).findResources('AWS::IAM::Policy'))
        .filter((p) => JSON.stringify(p).includes('stripe-webhook-secret'))
        .map((p) => JSON.stringify(p.Properties.Roles)),
    );
    expect(readers).toEqual([JSON.stringify([{ Ref: logicalIdOf(fnOf('stripeWebhook').role!) }])]);
    const routesByKey = appStacks(synth.stacks.app).flatMap((stack) =>
      Object.values(templateOf(stack).findResources('AWS::ApiGatewayV2::Route')),
    );
    const route = routesByKey.find((r) => r.Properties.RouteKey === 'POST /api/stripe/webhook');
    expect(route).toBeDefined();
    expect(route!.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
  });
});

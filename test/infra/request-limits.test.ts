import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_BODY } from '#contracts/rate-limited-answer.ts';
import { CLIENT_RATE_LIMIT, DEFAULT_ROUTE_THROTTLE } from '#contracts/request-limits.ts';
import { routeKey, routes } from '#contracts/routes.ts';
import type { RouteDef } from '#contracts/route-types.ts';
import { apiCertificateArnOf } from '../../lib/api-endpoint.ts';
import { appSettings } from '../../lib/app-settings.ts';
import { addCopperlineStacks } from '../../lib/copperline-stacks.ts';
import { logicalIdOf } from './stack-templates.ts';
import { noWebBuild, probeApp, synthCopperline, testEnv, withSiteDomain } from './synth-copperline.ts';

// The request limits and the closed execute-api endpoint as deployed (docs/security.md#one-client-starving-everyone,
// docs/security.md#bypassing-cloudfront-through-the-execute-api-url): the shared default synthesis, plus one with a
// site domain and the web ACL turned off.

const ALL_VIEWER = '216adef6-5c7f-47e4-b989-5492eafa07d3';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const SITE_CERTIFICATE = withSiteDomain.siteDomain.certificateArn;
const API_CERTIFICATE = withSiteDomain.siteDomain.apiCertificateArn;

type Synth = ReturnType<typeof synthCopperline>;
let defaults: Synth;
let withDomain: Synth;

beforeAll(() => {
  defaults = synthCopperline();
  withDomain = synthCopperline(withSiteDomain);
});

const onlyResource = (synth: Synth, type: string) => {
  const found = Object.entries(synth.app.findResources(type));
  expect(found).toHaveLength(1);
  return { id: found[0]![0], props: found[0]![1].Properties as Record<string, unknown> };
};

type Behaviour = { PathPattern?: string; TargetOriginId: string; OriginRequestPolicyId: string };
function apiBehaviour(synth: Synth) {
  const config = onlyResource(synth, 'AWS::CloudFront::Distribution').props.DistributionConfig as {
    CacheBehaviors: Behaviour[];
    Origins: { Id: string; DomainName: unknown }[];
    WebACLId?: unknown;
  };
  const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
  return { config, behaviour, origin: config.Origins.find((o) => o.Id === behaviour.TargetOriginId)! };
}

describe('the stage’s throttles', () => {
  it('keep the default for every route, each on its own bucket', () => {
    const stage = onlyResource(defaults, 'AWS::ApiGatewayV2::Stage').props;
    expect(stage.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: DEFAULT_ROUTE_THROTTLE.ratePerSecond,
      ThrottlingBurstLimit: DEFAULT_ROUTE_THROTTLE.burst,
      DetailedMetricsEnabled: true,
    });
  });

  it('give each public and costly route the throttle the route table names, and no other route one', () => {
    const settings = onlyResource(defaults, 'AWS::ApiGatewayV2::Stage').props.RouteSettings as Record<string, Record<string, unknown>>;
    const throttled = (Object.values(routes) as RouteDef[]).filter((route) => route.throttle);
    expect(Object.keys(settings).sort()).toEqual(throttled.map(routeKey).sort());
    for (const route of throttled)
      expect(settings[routeKey(route)], routeKey(route)).toEqual({
        ThrottlingRateLimit: route.throttle!.ratePerSecond,
        ThrottlingBurstLimit: route.throttle!.burst,
        DetailedMetricsEnabled: true,
      });
    for (const key of ['PUT /api/contact-messages', 'PUT /api/add-marketing-contact', 'PUT /api/users', 'POST /api/internal/bug-reports'])
      expect(settings[key], key).toBeDefined();
    for (const key of [
      'POST /api/boards',
      'PUT /api/parts/search',
      'POST /api/users/{userId}/orders',
      'POST /api/users/{userId}/shopping-cart/card-payment',
    ])
      expect(settings[key], key).toBeDefined();
    // Stripe retries on 429 for days; its webhook keeps the stage default.
    expect(settings['POST /api/stripe/webhook']).toBeUndefined();
  });

  it('are applied after the routes exist: the stage waits for every route area’s nested stack', () => {
    const stage = defaults.app.toJSON().Resources[onlyResource(defaults, 'AWS::ApiGatewayV2::Stage').id] as { DependsOn?: string[] };
    const areas = Object.values(defaults.stacks.app.apiRoutes.areas).map((area) => logicalIdOf(area.nestedStackResource!));
    expect(stage.DependsOn).toEqual(expect.arrayContaining(areas));
  });
});

describe('the web ACL', () => {
  it('lives in its own us-east-1 stack, with one rate-based rule per client address over the API', () => {
    expect(defaults.stacks.edge?.region).toBe('us-east-1');
    expect(defaults.stacks.edge?.account).toBe(testEnv.account);
    defaults.edge!.resourceCountIs('AWS::WAFv2::WebACL', 1);
    defaults.edge!.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Priority: 0,
          Statement: {
            RateBasedStatement: {
              Limit: CLIENT_RATE_LIMIT.requests,
              EvaluationWindowSec: CLIENT_RATE_LIMIT.windowSeconds,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  FieldToMatch: { UriPath: {} },
                  PositionalConstraint: 'STARTS_WITH',
                  SearchString: '/api/',
                }),
              },
            },
          },
          Action: {
            Block: {
              CustomResponse: {
                ResponseCode: 429,
                CustomResponseBodyKey: 'rate-limited',
                ResponseHeaders: [{ Name: 'retry-after', Value: String(CLIENT_RATE_LIMIT.retryAfterSeconds) }],
              },
            },
          },
        }),
      ],
      CustomResponseBodies: { 'rate-limited': { ContentType: 'APPLICATION_JSON', Content: JSON.stringify(RATE_LIMITED_BODY) } },
    });
  });

  it('is the site distribution’s, read across regions from the edge stack’s output, which deploys first', () => {
    const edge = defaults.stacks.edge!;
    const [aclId] = Object.keys(defaults.edge!.findResources('AWS::WAFv2::WebACL'));
    defaults.edge!.hasOutput('WebAclArn', { Value: { 'Fn::GetAtt': [aclId, 'Arn'] } });
    expect(apiBehaviour(defaults).config.WebACLId).toEqual({
      'Fn::GetStackOutput': { StackName: edge.stackName, OutputName: 'WebAclArn', Region: 'us-east-1' },
    });
    expect(defaults.stacks.app.dependencies).toContain(edge);
  });

  it('is left out with the context flag off: no edge stack, no web ACL on the distribution', () => {
    expect(withDomain.stacks.edge).toBeUndefined();
    expect(withDomain.stacks.app.node.root.node.children.map((c) => c.node.id)).not.toContain('Copperline-test-Edge');
    expect(apiBehaviour(withDomain).config.WebACLId).toBeUndefined();
  });

  it('is on unless the setting says off, by context or environment, and a misspelt value is refused', () => {
    expect(appSettings(probeApp(), {}).waf).toBe(true);
    expect(appSettings(probeApp({ context: { waf: 'off' } }), {}).waf).toBe(false);
    expect(appSettings(probeApp({ context: { waf: false } }), {}).waf).toBe(false);
    expect(appSettings(probeApp(), { COPPERLINE_WAF: 'false' }).waf).toBe(false);
    expect(appSettings(probeApp({ context: { waf: 'on' } }), { COPPERLINE_WAF: 'off' }).waf).toBe(true);
    expect(() => appSettings(probeApp({ context: { waf: 'of' } }), {})).toThrow('waf is on or off');
  });
});

describe('the execute-api endpoint', () => {
  it('is turned off when the API has the site’s domain, and CloudFront reaches the API through that domain with its Host', () => {
    const api = onlyResource(withDomain, 'AWS::ApiGatewayV2::Api');
    expect(api.props.DisableExecuteApiEndpoint).toBe(true);
    const domain = onlyResource(withDomain, 'AWS::ApiGatewayV2::DomainName');
    expect(domain.props).toMatchObject({
      DomainName: 'shop.example.com',
      DomainNameConfigurations: [{ CertificateArn: API_CERTIFICATE, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' }],
    });
    withDomain.app.hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', {
      ApiId: { Ref: api.id },
      DomainName: { Ref: domain.id },
      Stage: '$default',
    });
    const { behaviour, origin } = apiBehaviour(withDomain);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [domain.id, 'RegionalDomainName'] });
    expect(behaviour.OriginRequestPolicyId).toBe(ALL_VIEWER);
    expect(Object.keys(withDomain.app.toJSON().Outputs ?? {})).not.toContain('ApiGatewayUrl');
  });

  it('stays CloudFront’s way in without a site domain (a trial stage), Host left API Gateway’s', () => {
    expect(onlyResource(defaults, 'AWS::ApiGatewayV2::Api').props.DisableExecuteApiEndpoint).toBe(false);
    defaults.app.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    const { behaviour, origin } = apiBehaviour(defaults);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.eu-west-1.');
    expect(behaviour.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    defaults.app.hasOutput('ApiGatewayUrl', {});
  });

  it('uses the site’s certificate for the API in us-east-1, and needs one of its own in any other region', () => {
    const site = { domainName: 'shop.example.com', certificateArn: SITE_CERTIFICATE };
    expect(apiCertificateArnOf(site, 'us-east-1')).toBe(SITE_CERTIFICATE);
    expect(apiCertificateArnOf(site, 'eu-west-1')).toBeUndefined();
    expect(apiCertificateArnOf({ ...site, apiCertificateArn: API_CERTIFICATE }, 'eu-west-1')).toBe(API_CERTIFICATE);
    expect(apiCertificateArnOf(undefined, 'us-east-1')).toBeUndefined();
  });

  it('may not stay open in production: stage prod without a way to close it is refused before anything is built', () => {
    const settings = { stage: 'prod', env: testEnv, commitSha: 'c', webDistPath: noWebBuild };
    expect(() => addCopperlineStacks(probeApp(), settings)).toThrow(/Stage prod must close .*no siteDomain/);
    expect(() =>
      addCopperlineStacks(probeApp(), { ...settings, siteDomain: { domainName: 'shop.example.com', certificateArn: SITE_CERTIFICATE } }),
    ).toThrow(/set apiCertificateArn/);
  });
});

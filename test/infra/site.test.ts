import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRewriteCode } from '../../lib/constructs/spa-rewrite.ts';
import { synthCopperline, withEverySetting } from './synth-copperline.ts';

// CloudFront's managed policy ids (documented, fixed across accounts).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let app: Template;

beforeAll(() => {
  ({ app } = synthCopperline());
});

type DistributionConfig = {
  DefaultCacheBehavior: Record<string, unknown>;
  CacheBehaviors: Record<string, unknown>[];
  Origins: Record<string, unknown>[];
  CustomErrorResponses?: unknown;
  DefaultRootObject: string;
};

function distributionConfig(): DistributionConfig {
  const [distribution] = Object.values(app.findResources('AWS::CloudFront::Distribution'));
  return distribution?.Properties.DistributionConfig as DistributionConfig;
}

/** The CSP with cross-stack tokens flattened to `<token>`. */
function csp(): string {
  const [policy] = Object.values(app.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
  const value = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as
    string | { 'Fn::Join': [string, unknown[]] };
  if (typeof value === 'string') return value;
  return value['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '<token>')).join('');
}

function directive(name: string): string[] {
  const found = csp()
    .split('; ')
    .find((d) => d.split(' ')[0] === name);
  return found ? found.split(' ').slice(1) : [];
}

describe('the site bucket and distribution', () => {
  it('keeps the SPA bucket private and reads it through origin access control', () => {
    app.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    app.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    const s3Origin = distributionConfig().Origins.find((o) => 'S3OriginConfig' in o);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    app.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Allow', Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } }),
        ]),
      },
    });
  });

  it('serves index.html at the root and redirects HTTP to HTTPS', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('does the SPA fallback with a viewer-request function, not distribution-wide error pages', () => {
    const config = distributionConfig();
    expect(config.CustomErrorResponses).toBeUndefined();
    const [functionId] = Object.keys(app.findResources('AWS::CloudFront::Function'));
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    app.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      FunctionCode: Match.stringLikeRegexp('/index\\.html'),
    });
  });

  it('routes /api/* to the HTTP API uncached, forwarding everything but Host, all methods', () => {
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']));
    expect(api?.FunctionAssociations).toBeUndefined();
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId);
    const [apiId] = Object.keys(app.findResources('AWS::ApiGatewayV2::Api'));
    expect(JSON.stringify(origin?.DomainName)).toContain(`{"Ref":"${apiId}"},".execute-api.eu-west-1."`);
    expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });
});

describe('the SPA rewrite function', () => {
  type Request = { uri: string; querystring: Record<string, { value: string }> };
  const handler = new Function(`${spaRewriteCode}; return handler;`)() as (event: { request: Request }) => Request;
  const rewrite = (uri: string, querystring: Request['querystring'] = {}) => handler({ request: { uri, querystring } }).uri;

  it.each(['/my-account', '/review-board/brd_01J9ZK', '/internal/parts/bins', '/press/we-are-moving/', '/blog/some-post', '/constructor'])(
    'serves %s as /index.html',
    (uri) => expect(rewrite(uri)).toBe('/index.html'),
  );

  it.each([
    ['/', '/pages/home.html'],
    ['/components', '/pages/components.html'],
    ['/press/we-are-moving', '/pages/press-we-are-moving.html'],
    ['/upload-board', '/pages/upload-board.html'],
  ])('serves the prerendered page %s as %s', (uri, file) => expect(rewrite(uri)).toBe(file));

  it('serves a prerendered path with a query string as /index.html (its content depends on the query)', () => {
    expect(rewrite('/components', { q: { value: 'LM358' } })).toBe('/index.html');
    expect(rewrite('/docs', { cad: { value: 'kicad' } })).toBe('/index.html');
  });

  it.each(['/assets/index-B2x9.js', '/assets/manrope-latin-400.woff2', '/runtime-config.json', '/favicon.ico', '/robots.txt'])(
    'leaves the file %s alone',
    (uri) => expect(rewrite(uri)).toBe(uri),
  );
});

describe('the security headers', () => {
  it('sends HSTS, nosniff, frame DENY and a referrer policy on every behaviour', () => {
    app.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: Match.anyValue(), IncludeSubdomains: true, Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
      }),
    });
    const [policyId] = Object.keys(app.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const config = distributionConfig();
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('has a CSP for a self-hosted SPA that talks to its API, Cognito, the uploads bucket and Stripe', () => {
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directive('font-src')).toEqual(["'self'"]);
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://cognito-idp.eu-west-1.amazonaws.com', 'https://<token>', 'https://api.stripe.com']),
    );
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(csp()).not.toContain("'unsafe-eval'");
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows presigned uploads to exactly the uploads bucket', () => {
    const [policy] = Object.values(app.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const parts = JSON.stringify(policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy);
    expect(parts).toMatch(/"OutputName":"[^"]*UploadsBucket[^"]*RegionalDomainName[^"]*"/);
  });
});

describe('the deployed content', () => {
  it('without a web build, deploys only runtime-config.json with the pool and client ids', () => {
    const deployments = Object.values(app.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    const entry = deployments[0]?.Properties;
    expect(entry.SourceObjectKeys).toHaveLength(1);
    const markers = JSON.stringify(entry.SourceMarkers);
    expect(markers).toMatch(/UserPool[0-9A-F]+/);
    expect(markers).toMatch(/UserPoolWebClient/);
    expect(entry).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'no-cache' }, DistributionPaths: ['/*'] });
  });

  it('writes the runtime config the SPA reads, with the company e-mail domain of the analytics rule when one is set', () => {
    const runtimeConfigOf = (outdir: string) => {
      const files = readdirSync(outdir)
        .map((name) => path.join(outdir, name, 'runtime-config.json'))
        .filter((file) => existsSync(file));
      expect(files).toHaveLength(1);
      return JSON.parse(readFileSync(files[0]!, 'utf8')) as Record<string, unknown>;
    };
    expect(runtimeConfigOf(synthCopperline(withEverySetting).outdir)).toMatchObject({
      analyticsEnabled: false,
      companyEmailDomain: 'shop.example.com',
    });
    expect(runtimeConfigOf(synthCopperline().outdir)).not.toHaveProperty('companyEmailDomain');
  });

  describe('with a web build', () => {
    let webDist: string;
    let withBuild: Template;
    let outdir: string;

    beforeAll(() => {
      webDist = mkdtempSync(path.join(tmpdir(), 'copperline-web-dist-'));
      mkdirSync(path.join(webDist, 'assets'));
      writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc.js"></script>');
      writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log("app")');
      writeFileSync(path.join(webDist, 'favicon.ico'), 'icon');
      ({ app: withBuild, outdir } = synthCopperline({ webDistPath: webDist }));
    });

    afterAll(() => rmSync(webDist, { recursive: true, force: true }));

    it('uploads hashed assets as immutable and never prunes them', () => {
      withBuild.hasResourceProperties('Custom::CDKBucketDeployment', {
        DestinationBucketKeyPrefix: 'assets/',
        Prune: false,
        SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      });
    });

    it('uploads index.html with the runtime config last, revalidated on every load', () => {
      const deployments = withBuild.findResources('Custom::CDKBucketDeployment');
      const [assetsId] = Object.entries(deployments).find(([, d]) => d.Properties.DestinationBucketKeyPrefix === 'assets/') ?? [];
      const [, entry] = Object.entries(deployments).find(([, d]) => d.Properties.DestinationBucketKeyPrefix === undefined) ?? [];
      expect(entry?.Properties.SourceObjectKeys).toHaveLength(2);
      expect(entry?.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
      expect(entry?.DependsOn).toEqual(expect.arrayContaining([assetsId]));
    });

    it('leaves assets/ out of the entry upload, which carries only the other top-level files', () => {
      const staged = readdirSync(outdir)
        .map((name) => path.join(outdir, name))
        .filter((dir) => existsSync(path.join(dir, 'index.html')));
      expect(staged).toHaveLength(1);
      expect(readdirSync(staged[0]!).sort()).toEqual(['favicon.ico', 'index.html']);
    });
  });
});

describe('the outputs', () => {
  it.each(['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName', 'UploadsBucketName', 'SiteBucketName'])('has %s', (name) => {
    app.hasOutput(name, {});
  });
});

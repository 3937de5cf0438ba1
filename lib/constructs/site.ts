import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IDomainName, IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { API_PREFIX } from '#contracts/routes.ts';
import type { RuntimeConfig } from '#contracts/runtime-config.ts';
import { addSecurityHeaders } from './security-headers.ts';
import { deploySiteContent } from './site-content.ts';
import { spaRewriteCode } from './spa-rewrite.ts';

export type SiteProps = {
  api: IHttpApi;
  uploadsBucket: IBucket;
  runtimeConfig: RuntimeConfig;
  /** The built SPA (vite build output); deployed only when it exists. */
  webDistPath: string;
  customDomain?: { domainName: string; certificate: ICertificate };
  /** The API's own custom domain (the site's name, regional): when set, CloudFront's only way to the API. */
  apiDomain?: IDomainName;
  /** The web ACL (us-east-1) in front of the whole site; none when the operator turned it off. */
  webAclArn?: string;
};

// The SPA on a private bucket behind CloudFront, with the API under /api on
// the same origin: no CORS between the site and its API, one set of headers.
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Everything in here is rebuilt from the repository, so it can go with the stack.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const headers = addSecurityHeaders(
      this,
      props.uploadsBucket,
      props.runtimeConfig.telemetryCollectorUrl,
      props.runtimeConfig.analyticsApiHost,
    );

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaRewriteCode),
      comment: 'Serve /index.html for client-side routes',
    });

    // With the API's custom domain, CloudFront connects to its regional endpoint and forwards the viewer's Host (the
    // site's name), which API Gateway needs to find the domain, and CloudFront uses for TLS to it: no DNS record for
    // the API, and the execute-api endpoint stays off (docs/security.md#bypassing-cloudfront-through-the-execute-api-url).
    // Without one, the execute-api endpoint, whose Host header must stay its own or it answers 403.
    const apiOrigin = props.apiDomain
      ? new HttpOrigin(props.apiDomain.regionalDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY })
      : new HttpOrigin(`${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Copperline store',
      defaultRootObject: 'index.html',
      domainNames: props.customDomain ? [props.customDomain.domainName] : undefined,
      certificate: props.customDomain?.certificate,
      // Only settable with our own certificate; the default one is fixed by CloudFront.
      minimumProtocolVersion: props.customDomain ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // With caching disabled these policies may forward Authorization.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: props.apiDomain ? OriginRequestPolicy.ALL_VIEWER : OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });

    deploySiteContent(this, {
      bucket: this.bucket,
      distribution: this.distribution,
      runtimeConfig: props.runtimeConfig,
      webDistPath: props.webDistPath,
    });
  }
}

import { Duration, Stack } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { contentSecurityPolicy } from './content-security-policy.ts';

// One response-headers policy for the SPA and the API behaviours alike.
export function addSecurityHeaders(
  scope: Construct,
  uploadsBucket: IBucket,
  collectorUrl?: string,
  analyticsApiHost?: string,
): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'Copperline security headers and CSP',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        override: true,
        contentSecurityPolicy: contentSecurityPolicy({
          cognitoOrigin: `https://cognito-idp.${Stack.of(scope).region}.amazonaws.com`,
          uploadsOrigin: `https://${uploadsBucket.bucketRegionalDomainName}`,
          collectorUrl,
          analyticsOrigin: analyticsApiHost ? new URL(analyticsApiHost).origin : undefined,
        }),
      },
      strictTransportSecurity: { override: true, accessControlMaxAge: Duration.days(730), includeSubdomains: true },
      contentTypeOptions: { override: true },
      frameOptions: { override: true, frameOption: HeadersFrameOption.DENY },
      referrerPolicy: { override: true, referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN },
    },
    customHeadersBehavior: {
      customHeaders: [
        {
          header: 'Permissions-Policy',
          // Stripe's wallets (Apple/Google Pay) need the Payment Request API in its frame.
          value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
          override: true,
        },
      ],
    },
  });
}

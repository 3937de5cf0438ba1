import { Token } from 'aws-cdk-lib';

// Whether the API can be closed to all but CloudFront (docs/security.md#bypassing-cloudfront-through-the-execute-api-url).
// An HTTP API has no resource policy and takes no web ACL, so the only way to make CloudFront (and its web ACL) the
// only way in is to turn off the execute-api endpoint; CloudFront then needs another address for the API: a regional
// custom domain with the site's own name, which needs a certificate for that name in the API's region.

export type SiteDomain = {
  domainName: string;
  /** ACM, us-east-1: CloudFront's. */
  certificateArn: string;
  /** ACM, the App stack's region, for the same name: the API's regional custom domain. In us-east-1 the site's serves. */
  apiCertificateArn?: string;
};

/** The certificate the API's custom domain uses, or undefined when there is none for this region. */
export function apiCertificateArnOf(siteDomain: SiteDomain | undefined, region: string): string | undefined {
  if (!siteDomain) return undefined;
  if (siteDomain.apiCertificateArn) return siteDomain.apiCertificateArn;
  return !Token.isUnresolved(region) && region === 'us-east-1' ? siteDomain.certificateArn : undefined;
}

/**
 * Why the execute-api endpoint must stay open with these settings, or null when it can be closed. A production stage
 * may not launch with it open.
 */
export function openApiEndpointReason(siteDomain: SiteDomain | undefined, region: string | undefined): string | null {
  if (!siteDomain) return 'no siteDomain: CloudFront reaches the API only through its execute-api endpoint';
  if (apiCertificateArnOf(siteDomain, region ?? 'unknown')) return null;
  return `no certificate for ${siteDomain.domainName} in the API's region (${region ?? 'unknown'}): set apiCertificateArn`;
}

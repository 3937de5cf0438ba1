export type CspSources = {
  /** Cognito's user-pool API: `https://cognito-idp.<region>.amazonaws.com`, or the local pool. */
  cognitoOrigin: string;
  /** Where presigned uploads go: `https://<bucket>.s3.<region>.amazonaws.com`, or the local S3 emulator. */
  uploadsOrigin: string;
  /** The analytics provider's API host (runtime config analyticsApiHost), when one is configured: its SDK only sends (docs/analytics.md#the-provider). */
  analyticsOrigin?: string;
  /** Local only: the site is served over plain http, so requests are not upgraded to https. */
  plainHttp?: boolean;
  /** The OpenTelemetry collector the browser exports spans to (runtime config `telemetryCollectorUrl`), when it is another origin. */
  collectorUrl?: string;
};

/** The origin to allow for a collector URL; none for a path on the site itself ('self' covers it). */
export function collectorOrigin(collectorUrl: string | undefined): string[] {
  if (!collectorUrl || collectorUrl.startsWith('/')) return [];
  return [new URL(collectorUrl).origin];
}

// The SPA's Content-Security-Policy. Everything is self-hosted (scripts,
// styles, fonts); the browser talks only to our own /api, Cognito, the uploads
// bucket (presigned PUT), Stripe and, when configured, the telemetry collector and the analytics host
// (its SDK's bundled code only: no remote scripts). Stripe's entries follow Stripe's own CSP
// guidance for Stripe.js and Elements. CloudFront and the local web server
// (local/web-server.ts) both send this policy; see docs/security.md#content-security-policy.
export function contentSecurityPolicy({
  cognitoOrigin,
  uploadsOrigin: uploads,
  analyticsOrigin,
  plainHttp = false,
  collectorUrl,
}: CspSources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'https://js.stripe.com'],
    // React sets style attributes through the DOM, which CSP allows, but
    // component libraries and Stripe inject <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', uploads, 'https://*.stripe.com'],
    'connect-src': [
      "'self'",
      cognitoOrigin,
      uploads,
      'https://api.stripe.com',
      ...collectorOrigin(collectorUrl),
      ...(analyticsOrigin ? [analyticsOrigin] : []),
    ],
    'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(plainHttp ? {} : { 'upgrade-insecure-requests': [] }),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

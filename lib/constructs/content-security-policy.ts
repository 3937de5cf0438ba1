export type CspSources = {
  region: string;
  /** `<bucket>.s3.<region>.amazonaws.com`: where presigned uploads go. */
  uploadsBucketDomain: string;
};

// The SPA's Content-Security-Policy. Everything is self-hosted (scripts,
// styles, fonts); the browser talks only to our own /api, Cognito, the uploads
// bucket (presigned PUT) and Stripe. Stripe's entries follow Stripe's own CSP
// guidance for Stripe.js and Elements.
export function contentSecurityPolicy({ region, uploadsBucketDomain }: CspSources): string {
  const uploads = `https://${uploadsBucketDomain}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'https://js.stripe.com'],
    // React sets style attributes through the DOM, which CSP allows, but
    // component libraries and Stripe inject <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', uploads, 'https://*.stripe.com'],
    'connect-src': ["'self'", `https://cognito-idp.${region}.amazonaws.com`, uploads, 'https://api.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

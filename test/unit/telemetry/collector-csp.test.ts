import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../lib/constructs/content-security-policy.ts';

const connectSrc = (collectorUrl?: string) =>
  contentSecurityPolicy({
    cognitoOrigin: 'https://cognito-idp.eu-west-1.amazonaws.com',
    uploadsOrigin: 'https://uploads.s3.eu-west-1.amazonaws.com',
    collectorUrl,
  })
    .split('; ')
    .find((d) => d.startsWith('connect-src '))!
    .split(' ')
    .slice(1);

describe('the CSP and the telemetry collector', () => {
  it('allows exactly the configured collector’s origin', () => {
    expect(connectSrc('https://otel.example.com:4318/otlp')).toContain('https://otel.example.com:4318');
    expect(connectSrc('https://otel.example.com:4318/otlp')).not.toContain('https://otel.example.com:4318/otlp');
  });

  it('adds nothing without a collector, or for one on the site itself', () => {
    expect(connectSrc(undefined)).toEqual([
      "'self'",
      'https://cognito-idp.eu-west-1.amazonaws.com',
      'https://uploads.s3.eu-west-1.amazonaws.com',
      'https://api.stripe.com',
    ]);
    expect(connectSrc('/_local/traces')).toEqual(connectSrc(undefined));
  });
});

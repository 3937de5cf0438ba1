import { describe, expect, it } from 'vitest';
import { credentialsFromEnv, signRequest } from '#lambdas/core/aws/signed-request.ts';

// Signature Version 4 as AWS documents it: the S3 "GET Object" example of
// the S3 API reference (Authenticating Requests: Using the Authorization
// Header), whose signature AWS publishes.

const EXAMPLE_CREDENTIALS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const EXAMPLE_DATE = new Date('2013-05-24T00:00:00Z');

describe('signRequest', () => {
  it('gives AWS’s published signature for its S3 GET Object example', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        region: 'us-east-1',
        service: 's3',
        headers: { range: 'bytes=0-9' },
      },
      EXAMPLE_CREDENTIALS,
      EXAMPLE_DATE,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // fetch sets Host from the URL; the signature covers the same value.
    expect(headers).not.toHaveProperty('host');
  });

  it('signs the session token and changes with the path, the query and the key', () => {
    const base = { method: 'GET', region: 'eu-west-1', service: 's3' };
    const sign = (url: string, credentials = EXAMPLE_CREDENTIALS) =>
      signRequest({ ...base, url: new URL(url) }, credentials, EXAMPLE_DATE).authorization;
    const withToken = signRequest(
      { ...base, url: new URL('https://b.s3.eu-west-1.amazonaws.com/search/parts-index.bin') },
      { ...EXAMPLE_CREDENTIALS, sessionToken: 'token' },
      EXAMPLE_DATE,
    );
    expect(withToken['x-amz-security-token']).toBe('token');
    expect(withToken.authorization).toContain('SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,');
    const plain = sign('https://b.s3.eu-west-1.amazonaws.com/search/parts-index.bin');
    expect(sign('https://b.s3.eu-west-1.amazonaws.com/search/parts-index.bin2')).not.toBe(plain);
    expect(sign('https://b.s3.eu-west-1.amazonaws.com/search/parts-index.bin?x=1')).not.toBe(plain);
    expect(
      sign('https://b.s3.eu-west-1.amazonaws.com/search/parts-index.bin', { ...EXAMPLE_CREDENTIALS, secretAccessKey: 'other' }),
    ).not.toBe(plain);
  });
});

describe('credentialsFromEnv', () => {
  it('reads the role’s key, secret and session token, and refuses without a key', () => {
    expect(credentialsFromEnv({ AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 's', AWS_SESSION_TOKEN: 't' })).toEqual({
      accessKeyId: 'a',
      secretAccessKey: 's',
      sessionToken: 't',
    });
    expect(credentialsFromEnv({ AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 's' })).toEqual({ accessKeyId: 'a', secretAccessKey: 's' });
    expect(() => credentialsFromEnv({})).toThrow(/AWS_ACCESS_KEY_ID/);
  });
});

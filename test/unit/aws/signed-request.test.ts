import { describe, expect, it } from 'vitest';
import { credentialsFromEnv, signRequest } from '#lambdas/core/aws/signed-request.ts';

// Signature Version 4 as AWS documents it: the S3 "GET Object" example of
// the S3 API reference (Authenticating Requests: Using the Authorization
// Header), whose signature AWS publishes.

const EXAMPLE_CREDENTIALS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const EXAMPLE_DATE = new Date('2013-05-24T00:00:00Z');
const SHA256_OF_NAME_A = '88589687b059c7697cf521424eafe74db3687fcbb1650154878a1160a5d179f6';

describe('signRequest', () => {
  it('gives AWS’s published signature for its S3 GET Object example', async () => {
    const headers = await signRequest(
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

  it('signs the session token and changes with the path, the query and the key', async () => {
    const base = { method: 'GET', region: 'eu-west-1', service: 's3' };
    const sign = async (url: string, credentials = EXAMPLE_CREDENTIALS) =>
      (await signRequest({ ...base, url: new URL(url) }, credentials, EXAMPLE_DATE)).authorization;
    const withToken = await signRequest(
      { ...base, url: new URL('https://b.s3.eu-west-1.amazonaws.com/search/parts-index.bin') },
      { ...EXAMPLE_CREDENTIALS, sessionToken: 'token' },
      EXAMPLE_DATE,
    );
    expect(withToken['x-amz-security-token']).toBe('token');
    expect(withToken.authorization).toContain('SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,');
    const plain = await sign('https://b.s3.eu-west-1.amazonaws.com/search/parts-index.bin');
    expect(await sign('https://b.s3.eu-west-1.amazonaws.com/search/parts-index.bin2')).not.toBe(plain);
    expect(await sign('https://b.s3.eu-west-1.amazonaws.com/search/parts-index.bin?x=1')).not.toBe(plain);
    expect(
      await sign('https://b.s3.eu-west-1.amazonaws.com/search/parts-index.bin', { ...EXAMPLE_CREDENTIALS, secretAccessKey: 'other' }),
    ).not.toBe(plain);
  });

  it('hashes the body into the signature and the content hash header', async () => {
    const post = (body: string) =>
      signRequest(
        { method: 'POST', url: new URL('https://ssm.eu-west-1.amazonaws.com/'), region: 'eu-west-1', service: 'ssm', body },
        EXAMPLE_CREDENTIALS,
        EXAMPLE_DATE,
      );
    const [a, b] = await Promise.all([post('{"Name":"a"}'), post('{"Name":"b"}')]);
    // SHA-256 of the body, as `printf '{"Name":"a"}' | sha256sum` gives it.
    expect(a['x-amz-content-sha256']).toBe(SHA256_OF_NAME_A);
    expect(a.authorization).toContain('/eu-west-1/ssm/aws4_request');
    expect(a.authorization).not.toBe(b.authorization);
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

import { describe, expect, inject, it } from 'vitest';
import { api, newCustomer } from '../support/identities.ts';

describe('the local API gateway', () => {
  it('answers GET /api/version with the build commit', async () => {
    const r = await api('GET', '/api/version');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ version: inject('stack').commitSha });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const r = await api('DELETE', '/api/users');
    expect(r.status).toBe(404);
    expect(r.json.code).toBe('not_found');
  });

  it('refuses protected routes without a valid token, as the JWT authorizer does', async () => {
    expect((await api('PUT', '/api/users')).json).toEqual({ message: 'Unauthorized' });
    expect((await api('PUT', '/api/users')).status).toBe(401);
    expect((await api('PUT', '/api/users', { token: 'not.a.jwt' })).status).toBe(401);
    const customer = await newCustomer('forged');
    const [h, p, s] = customer.idToken.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = [h, Buffer.from(JSON.stringify({ ...payload, 'cognito:groups': ['Admin'] })).toString('base64url'), s].join('.');
    expect((await api('PUT', '/api/users', { token: forged })).status).toBe(401);
  });

  it('rejects invalid bodies with 400 and field errors, wrong types with 415, big bodies with 413', async () => {
    const bad = await api('PUT', '/api/add-marketing-contact', { body: { email: 'not-an-email', source: 'Newsletter' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: 'validation_failed',
      detail: 'email: Invalid email format',
      fields: { email: ['Invalid email format'] },
    });
    const notJson = await api('PUT', '/api/add-marketing-contact', { rawBody: '{oops', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.json.code).toBe('invalid_json');
    const text = await api('PUT', '/api/add-marketing-contact', { rawBody: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const huge = await api('PUT', '/api/add-marketing-contact', {
      body: { email: 'a@b.co', source: 'x', first_name: 'x'.repeat(300_000) },
    });
    expect(huge.status).toBe(413);
    expect(JSON.stringify(huge.json)).not.toMatch(/at .*\.ts/);
  });
});

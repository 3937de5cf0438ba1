import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../../local/stack.ts';
import { freePort } from '../../local/web-server.ts';
import { NEWSLETTER_COUPON_SUBJECT } from '#lambdas/core/marketing/coupon-email.ts';
import { outboxTo } from '../support/outbox.ts';

// Re-running the local store must find the same pool, client, table, bucket
// and data in its data folder, and its demo shop still open.
const dataDir = mkdtempSync(path.join(tmpdir(), 'copperline-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the local runner', () => {
  it('reuses its pool, client, staff login and data after a restart', async () => {
    // Fixed ports, as the runner uses: the handlers' clients outlive a restart in this process.
    const ports = { api: await freePort(), cognito: await freePort(), dynamo: await freePort(), s3: await freePort() };
    const first = await startLocalStack({ dataDir, seed: true, ports });
    const email = `Keep.${Date.now()}@example.com`;
    const put = await fetch(`${first.apiUrl}/api/add-marketing-contact`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, source: 'Newsletter' }),
    });
    expect(put.status).toBe(200);
    // A new address: its coupon is e-mailed (the answer never says whether it was new).
    expect(outboxTo(dataDir, email).map((m) => m.subject)).toEqual([NEWSLETTER_COUPON_SUBJECT]);
    await first.stop();

    const second = await startLocalStack({ dataDir, seed: true, ports });
    try {
      expect(second.ids).toEqual(first.ids);
      expect(second.admin).toEqual(first.admin);
      const again = await fetch(`${second.apiUrl}/api/add-marketing-contact`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, source: 'Newsletter' }),
      });
      expect(again.status).toBe(200);
      // The contact survived the restart: a known address gets no second coupon e-mail.
      expect(outboxTo(dataDir, email)).toHaveLength(1);
      // The seed opened the demo shop once (docs/local-stack.md#the-demo-shop-is-open); it stays open, as seeded.
      const status = await (await fetch(`${second.apiUrl}/api/shop-status`)).json();
      expect(status).toEqual({ open: true, company_name: 'Copperline' });
      // The staff login still signs in against the reused pool.
      const signIn = await fetch(second.cognitoUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        body: JSON.stringify({
          AuthFlow: 'USER_AUTH',
          ClientId: second.ids.userPoolClientId,
          AuthParameters: { USERNAME: second.admin!.email, PASSWORD: second.admin!.password, PREFERRED_CHALLENGE: 'PASSWORD' },
        }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

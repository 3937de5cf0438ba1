import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BugReport, BugReportList } from '#contracts/schemas/bug-reports.ts';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { outboxTo } from '../support/outbox.ts';
import { useStackEnv } from '../support/store-env.ts';

// /internal/report-a-bug over HTTP: a Blogger attaches a screenshot through a
// presigned PUT and reports a bug; the Admins get an e-mail; an Engineer moves
// it; a stale move is 409, a move the table does not allow is 400; customers 403.

let admin: TestIdentity;
let blogger: TestIdentity;
let engineer: TestIdentity;
let customer: TestIdentity;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d6a1b80000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  useStackEnv();
  const stack = inject('stack');
  admin = await signIn(stack.admin!.email, stack.admin!.password);
  [blogger, engineer, customer] = await Promise.all([
    newCustomer('bug-blogger', ['Blogger']),
    newCustomer('bug-engineer', ['Engineer']),
    newCustomer('bug-customer'),
  ]);
}, 60_000);

describe('bug reports', () => {
  it('stores a report with its screenshot, who and when, e-mails the Admins, and moves through the states', async () => {
    const upload = await api('POST', '/api/internal/bug-reports/screenshots', {
      token: blogger.idToken,
      body: { content_type: 'image/png', size: PNG.byteLength },
    });
    expect(upload.status).toBe(201);
    expect(upload.json.key).toMatch(/^bug-screenshots\/[0-9a-z]{24}\.png$/);
    const put = await fetch(upload.json.upload_url as string, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
    expect(put.status).toBe(200);

    const what = `The cart total shows NaN ${Date.now()}`;
    const created = await api('POST', '/api/internal/bug-reports', {
      token: blogger.idToken,
      body: {
        what_happened: what,
        steps: '1. Add a board\n2. Open the cart',
        page: '/shopping-cart',
        severity: 'Major',
        screenshot_key: upload.json.key,
      },
    });
    expect(created.status).toBe(201);
    const report = created.json as unknown as BugReport;
    expect(report).toMatchObject({
      state: 'New',
      version: 1,
      severity: 'Major',
      reported_by: blogger.email,
      next_states: ['Confirmed', "Won't fix"],
    });
    const shot = await fetch(report.screenshot_url!);
    expect(Buffer.from(await shot.arrayBuffer())).toEqual(PNG);

    const stack = inject('stack');
    await expect
      .poll(() => outboxTo(stack.dataDir, stack.admin!.email).some((m) => m.subject.includes('The cart total shows NaN')), {
        timeout: 10_000,
      })
      .toBe(true);

    const list = await api('GET', '/api/internal/bug-reports', { token: engineer.idToken });
    expect(list.status).toBe(200);
    expect((list.json as unknown as BugReportList).reports[0]!.bug_id).toBe(report.bug_id);

    const moved = await api('PUT', `/api/internal/bug-reports/${report.bug_id}/state`, {
      token: engineer.idToken,
      body: { to: 'Confirmed', version: 1 },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ state: 'Confirmed', version: 2, history: [{ from: 'New', to: 'Confirmed', by: engineer.email }] });
    // The same move from the old version: someone moved it first.
    const stale = await api('PUT', `/api/internal/bug-reports/${report.bug_id}/state`, {
      token: admin.idToken,
      body: { to: "Won't fix", version: 1 },
    });
    expect(stale.status).toBe(409);
    const skip = await api('PUT', `/api/internal/bug-reports/${report.bug_id}/state`, {
      token: admin.idToken,
      body: { to: 'New', version: 2 },
    });
    expect(skip.status).toBe(400);

    const confirmedOnly = await api('GET', '/api/internal/bug-reports?state=Confirmed', { token: admin.idToken });
    expect((confirmedOnly.json as unknown as BugReportList).reports.every((r) => r.state === 'Confirmed')).toBe(true);
  });

  it('refuses a missing screenshot, bad input and a screenshot too large or of the wrong type, and customers', async () => {
    const missing = await api('POST', '/api/internal/bug-reports', {
      token: engineer.idToken,
      body: { what_happened: 'x', severity: 'Minor', screenshot_key: 'bug-screenshots/aaaaaaaaaaaaaaaaaaaaaaaa.png' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe('screenshot_missing');
    expect(
      (await api('POST', '/api/internal/bug-reports', { token: engineer.idToken, body: { what_happened: ' ', severity: 'Minor' } })).status,
    ).toBe(400);
    expect(
      (
        await api('POST', '/api/internal/bug-reports/screenshots', {
          token: engineer.idToken,
          body: { content_type: 'image/png', size: 6 * 1024 * 1024 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('POST', '/api/internal/bug-reports/screenshots', {
          token: engineer.idToken,
          body: { content_type: 'application/pdf', size: 10 },
        })
      ).status,
    ).toBe(400);
    expect((await api('GET', '/api/internal/bug-reports', { token: customer.idToken })).status).toBe(403);
    expect((await api('GET', '/api/internal/bug-reports')).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { isNewFailure, MAX_REMEMBERED, parseReported, withReported } from '../../../web/src/features/boards/board-failed.ts';
import {
  isProfessional,
  professionalFlags,
  recordProfessional,
  PROFESSIONAL_FLAG,
} from '../../../web/src/lib/auth/professional-customer.ts';
import { erroredProperties } from '../../../web/src/lib/errored-event.ts';
import { ApiError } from '../../../web/src/lib/api/api-error.ts';

// docs/analytics.md#events: which of the new events fire in which situation.

describe('"Board failed"', () => {
  const failed = { board_id: 'b1', processing: 'Cannot process' };
  it('fires when this browser first learns a board cannot be processed, once', () => {
    expect(isNewFailure(failed, [])).toBe(true);
    expect(isNewFailure(failed, withReported([], 'b1'))).toBe(false);
    expect(isNewFailure({ board_id: 'b1', processing: 'Processing' }, [])).toBe(false);
    expect(isNewFailure({ board_id: 'b1', processing: 'Complete' }, [])).toBe(false);
  });
  it('remembers at most MAX_REMEMBERED boards, the newest, and reads a damaged list as empty', () => {
    let reported: string[] = [];
    for (let i = 0; i < MAX_REMEMBERED * 10; i += 1) reported = withReported(reported, `b${i}`);
    expect(reported).toHaveLength(MAX_REMEMBERED);
    expect(reported.at(-1)).toBe(`b${MAX_REMEMBERED * 10 - 1}`);
    expect(isNewFailure({ board_id: `b${MAX_REMEMBERED * 10 - 1}`, processing: 'Cannot process' }, reported)).toBe(false);
    expect(parseReported('{not json')).toEqual([]);
    expect(parseReported('[1,"b2"]')).toEqual(['b2']);
    expect(parseReported(null)).toEqual([]);
  });
});

describe('"Errored"', () => {
  it('is a network error, a 5xx or a page that failed to render', () => {
    expect(erroredProperties(new TypeError('Failed to fetch'), 'request')).toEqual({ where: 'request', kind: 'TypeError' });
    expect(erroredProperties(new ApiError(503, null), 'request')).toEqual({ where: 'request', kind: 'ApiError', status: 503 });
    expect(erroredProperties(new Error('boom'), 'page')).toEqual({ where: 'page', kind: 'Error' });
  });
  it('is not an answer of the API (4xx): the page says what went wrong', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(erroredProperties(new ApiError(status, null), 'request')).toBeNull();
  });
});

describe('"Customer is a professional"', () => {
  const customer = { organization: 'Acme Robotics', groups: [] as string[], flags: { theme: 'dark' } as Record<string, unknown> };
  it('a customer who names an organisation is one; blank, none or staff are not', () => {
    expect(isProfessional(customer)).toBe(true);
    expect(isProfessional({ ...customer, organization: '  ' })).toBe(false);
    expect(isProfessional({ ...customer, organization: null })).toBe(false);
    expect(isProfessional({ ...customer, groups: ['Engineer'] })).toBe(false);
  });
  it('writes the flag into custom:flags, keeping the other flags, then publishes once', async () => {
    const written: string[] = [];
    let published = 0;
    const deps = { writeFlags: async (json: string) => void written.push(json), publish: () => void (published += 1) };
    const flags = await recordProfessional(customer, deps);
    expect(flags).toEqual({ theme: 'dark', [PROFESSIONAL_FLAG]: true });
    expect(JSON.parse(written[0]!)).toEqual({ theme: 'dark', professional: true });
    expect(published).toBe(1);
    // Already recorded: nothing is written or sent again.
    expect(await recordProfessional({ ...customer, flags: flags! }, deps)).toBeNull();
    expect(professionalFlags({ ...customer, flags: flags! })).toBeNull();
    expect(published).toBe(1);
  });
  it('publishes nothing when the flag cannot be written (the next visit tries again)', async () => {
    let published = 0;
    await expect(
      recordProfessional(customer, { writeFlags: () => Promise.reject(new Error('throttled')), publish: () => void (published += 1) }),
    ).rejects.toThrow('throttled');
    expect(published).toBe(0);
  });
});

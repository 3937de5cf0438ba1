import { describe, expect, it } from 'vitest';
import { parseTraceparent, traceFromHeaders } from '#lambdas/telemetry/traceparent.ts';

const VALID = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('traceparent', () => {
  it('reads the trace and parent ids of a valid header', () => {
    expect(parseTraceparent(VALID)).toEqual({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', parentId: '00f067aa0ba902b7' });
    expect(parseTraceparent(` ${VALID.replace(/-01$/, '-00')} `)?.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it.each([
    ['upper-case hex', VALID.toUpperCase()],
    ['version ff', VALID.replace(/^00/, 'ff')],
    ['all-zero trace id', '00-00000000000000000000000000000000-00f067aa0ba902b7-01'],
    ['all-zero parent id', '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01'],
    ['short trace id', '00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01'],
    ['missing flags', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7'],
    ['garbage', 'not a traceparent'],
    ['empty', ''],
  ])('rejects a malformed header (%s)', (_name, header) => {
    expect(parseTraceparent(header)).toBeNull();
  });

  it('keeps the caller trace when the header is valid', () => {
    expect(traceFromHeaders({ traceparent: VALID })).toEqual({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      parentId: '00f067aa0ba902b7',
      fromRequest: true,
    });
  });

  it('starts a new, distinct trace when the header is absent or malformed', () => {
    const absent = traceFromHeaders({});
    const malformed = traceFromHeaders({ traceparent: 'garbage' });
    const none = traceFromHeaders(undefined);
    for (const t of [absent, malformed, none]) {
      expect(t.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(t.fromRequest).toBe(false);
      expect(t.parentId).toBeNull();
    }
    expect(new Set([absent.traceId, malformed.traceId, none.traceId]).size).toBe(3);
  });
});

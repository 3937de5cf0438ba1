import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnalyticsStandIn, decodeCapture, DEFAULT_LOCAL_FLAGS, flagsAnswer, MAX_EVENTS } from '../../../local/analytics-standin.ts';

// docs/local-stack.md#analytics: the stand-in reads capture requests in every encoding posthog-js uses.

const batch = [
  { event: 'Upload board', properties: { distinct_id: 'd1', cad_source: 'KiCad' } },
  { event: 'Placed order', properties: { distinct_id: 'd1', Value: '12.50', Currency: 'USD' } },
];

describe('the analytics stand-in', () => {
  it('decodes a batch sent as JSON, gzip-js or base64, and a single event', () => {
    const json = Buffer.from(JSON.stringify(batch));
    expect(decodeCapture(json, null, 'application/json')).toEqual(batch);
    expect(decodeCapture(gzipSync(json), 'gzip-js', 'text/plain')).toEqual(batch);
    const form = Buffer.from(`data=${encodeURIComponent(json.toString('base64'))}`);
    expect(decodeCapture(form, 'base64', 'application/x-www-form-urlencoded')).toEqual(batch);
    expect(decodeCapture(Buffer.from(JSON.stringify(batch[0])), null, 'application/json')).toEqual([batch[0]]);
    expect(() => decodeCapture(Buffer.from('not json'), null, 'application/json')).toThrow();
  });

  it('keeps the last MAX_EVENTS events, newest first, with the batch that carried them', () => {
    const standIn = new AnalyticsStandIn('/nonexistent/flags.json');
    standIn.record(batch);
    expect(standIn.list().map((e) => [e.event, e.batch, e.distinctId])).toEqual([
      ['Placed order', 1, 'd1'],
      ['Upload board', 1, 'd1'],
    ]);
    for (let i = 0; i < MAX_EVENTS * 10; i += 1) standIn.record([{ event: `e${i}`, properties: {} }]);
    expect(standIn.list()).toHaveLength(MAX_EVENTS);
    expect(standIn.list()[0]!.event).toBe(`e${MAX_EVENTS * 10 - 1}`);
    expect(standIn.html()).toContain('e4999');
  });

  it('serves the flags of its file (read on each call), or the demo flags', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'flags-')), 'analytics-flags.json');
    const standIn = new AnalyticsStandIn(file);
    expect(standIn.flags()).toEqual(DEFAULT_LOCAL_FLAGS);
    writeFileSync(file, JSON.stringify({ 'new-quote': true, layout: 'compact', bad: 3 }));
    expect(standIn.flags()).toEqual({ 'new-quote': true, layout: 'compact' });
    const answer = flagsAnswer(standIn.flags());
    expect(answer.featureFlags).toEqual({ 'new-quote': true, layout: 'compact' });
    expect(answer.flags.layout).toMatchObject({ key: 'layout', enabled: true, variant: 'compact' });
  });
});

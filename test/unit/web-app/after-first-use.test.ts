import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AfterFirstUse from '../../../web/src/lib/after-first-use.ts';

// docs/performance.md#deferred-libraries: deferred libraries start on the first interaction, or
// IDLE_START_MS after the load event for a page nobody touches; never before, and once. The page
// is a plain EventTarget, idle callbacks run on the next timer tick.

let page: EventTarget;
let doc: { readyState: string };
let marks: string[];

async function load(): Promise<typeof AfterFirstUse> {
  vi.resetModules();
  return import('../../../web/src/lib/after-first-use.ts');
}

beforeEach(() => {
  vi.useFakeTimers();
  page = new EventTarget();
  doc = { readyState: 'loading' };
  marks = [];
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('performance', { mark: (name: string) => void marks.push(name) });
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const loaded = () => {
  doc.readyState = 'complete';
  page.dispatchEvent(new Event('load'));
};

describe('afterFirstUse', () => {
  it('waits for the first interaction, then starts every waiting run once, in an idle moment', async () => {
    const { afterFirstUse, DEFERRED_START_MARK } = await load();
    const runs: string[] = [];
    afterFirstUse(() => runs.push('analytics'));
    afterFirstUse(() => runs.push('telemetry'));
    loaded();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([]);

    page.dispatchEvent(new Event('pointerdown'));
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['analytics', 'telemetry']);
    expect(marks).toEqual([DEFERRED_START_MARK]);

    page.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual(['analytics', 'telemetry']);
    expect(marks).toHaveLength(1);
  });

  it('starts IDLE_START_MS after the load event when nobody touches the page, not before', async () => {
    const { afterFirstUse, IDLE_START_MS } = await load();
    const run = vi.fn();
    afterFirstUse(run);
    await vi.advanceTimersByTimeAsync(IDLE_START_MS * 3);
    expect(run).not.toHaveBeenCalled();

    loaded();
    await vi.advanceTimersByTimeAsync(IDLE_START_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once what is asked for after the start', async () => {
    const { afterFirstUse } = await load();
    afterFirstUse(() => undefined);
    page.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(1);
    const late = vi.fn();
    afterFirstUse(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { installAnalyticsGate, ANALYTICS_EVENT } from '../../../web/src/features/analytics/analytics-gate.ts';
import {
  flagPersonProperties,
  MAX_WAITING,
  startAnalyticsProvider,
  type AnalyticsClient,
} from '../../../web/src/features/analytics/analytics-provider.ts';
import type { Flags } from '../../../web/src/lib/feature-flags.ts';

// docs/analytics.md#the-provider: the gate stays in front of the provider; the SDK loads only for
// someone who may be followed, off the critical path (after first use); events wait for it; flags go to the app and to
// the person's properties.

type Call = [string, ...unknown[]];

function fakeClient() {
  const calls: Call[] = [];
  let flagsListener: ((flags: Flags) => void) | null = null;
  const client: AnalyticsClient = {
    capture: (name, properties) => void calls.push(['capture', name, properties]),
    identify: (id) => void calls.push(['identify', id]),
    reset: () => void calls.push(['reset']),
    onFlags: (listener) => void (flagsListener = listener),
    setPersonProperties: (properties) => void calls.push(['person', properties]),
  };
  return { client, calls, answerFlags: (flags: Flags) => flagsListener?.(flags) };
}

function setUp(initial: { decision: 'loading' | boolean; userId?: string | null }) {
  const target = new EventTarget();
  let decision = initial.decision;
  let userId = initial.userId ?? null;
  const listeners = new Set<() => void>();
  const who = { decision: () => decision, onChange: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)) };
  const fake = fakeClient();
  let loads = 0;
  const painted: (() => void)[] = [];
  const flagsSet: Flags[] = [];
  installAnalyticsGate(target, who);
  startAnalyticsProvider(target, {
    ...who,
    userId: () => userId,
    load: () => {
      loads += 1;
      return Promise.resolve(fake.client);
    },
    afterFirstUse: (start) => void painted.push(start),
    setFlags: (flags) => void flagsSet.push(flags),
  });
  return {
    ...fake,
    publish: (name: string, properties: Record<string, string | number | boolean> = {}) =>
      target.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { name, properties } })),
    change(next: { decision?: 'loading' | boolean; userId?: string | null }) {
      if (next.decision !== undefined) decision = next.decision;
      if (next.userId !== undefined) userId = next.userId;
      for (const l of [...listeners]) l();
    },
    paint: async () => {
      for (const start of painted.splice(0)) start();
      await Promise.resolve();
      await Promise.resolve();
    },
    loads: () => loads,
    flagsSet,
  };
}

describe('the analytics provider', () => {
  it('loads the SDK only after the first paint, and sends what was published before it, in order and unchanged', async () => {
    const page = setUp({ decision: true });
    page.publish('Upload board', { cad_source: 'KiCad' });
    page.publish('Placed order', { Value: '123.45', Currency: 'USD', OrderId: 'o1' });
    expect(page.loads()).toBe(0);
    await page.paint();
    expect(page.loads()).toBe(1);
    page.publish('Account created', { 'marketing-opt-in': true });
    expect(page.calls.filter((c) => c[0] === 'capture')).toEqual([
      ['capture', 'Upload board', { cad_source: 'KiCad' }],
      ['capture', 'Placed order', { Value: '123.45', Currency: 'USD', OrderId: 'o1' }],
      ['capture', 'Account created', { 'marketing-opt-in': true }],
    ]);
  });

  it('never loads the SDK, nor sends anything, for staff or the company’s addresses', async () => {
    const page = setUp({ decision: 'loading' });
    page.publish('Signed in');
    page.change({ decision: false, userId: 'staff-1' });
    page.publish('Upload board');
    await page.paint();
    expect(page.loads()).toBe(0);
    expect(page.calls).toEqual([]);
  });

  it('waits for the session: a customer’s early events go out once it is known', async () => {
    const page = setUp({ decision: 'loading' });
    page.publish('Already signed in');
    expect(page.loads()).toBe(0);
    page.change({ decision: true, userId: 'u-1' });
    await page.paint();
    expect(page.calls).toEqual([
      ['identify', 'u-1'],
      ['capture', 'Already signed in', {}],
    ]);
  });

  it('identifies a signed-in customer, forgets them on sign-out, and never identifies staff who sign in later', async () => {
    const page = setUp({ decision: true });
    await page.paint();
    page.change({ userId: 'u-1' });
    page.change({ userId: null });
    page.change({ decision: false, userId: 'staff-1' });
    page.publish('Signed in');
    expect(page.calls).toEqual([['identify', 'u-1'], ['reset']]);
  });

  it('gives the provider’s flags to the app and to the person’s properties', async () => {
    const page = setUp({ decision: true });
    page.publish('Upload board');
    await page.paint();
    page.answerFlags({ 'new-quote': true, layout: 'compact' });
    expect(page.flagsSet).toEqual([{ 'new-quote': true, layout: 'compact' }]);
    expect(page.calls).toContainEqual(['person', { 'flag new-quote': true, 'flag layout': 'compact' }]);
    expect(flagPersonProperties({})).toEqual({});
    // The same flags again (the SDK re-evaluates after person properties change): nothing more is set.
    page.answerFlags({ layout: 'compact', 'new-quote': true });
    expect(page.flagsSet).toHaveLength(1);
    expect(page.calls.filter((c) => c[0] === 'person')).toHaveLength(1);
    page.answerFlags({ layout: 'wide', 'new-quote': true });
    expect(page.flagsSet).toHaveLength(2);
  });

  it('keeps at most MAX_WAITING events while the SDK loads (the newest)', async () => {
    const page = setUp({ decision: true });
    for (let i = 0; i < MAX_WAITING * 10; i += 1) page.publish('Populate board', { i });
    await page.paint();
    const captured = page.calls.filter((c) => c[0] === 'capture');
    expect(captured).toHaveLength(MAX_WAITING);
    expect(captured[0]).toEqual(['capture', 'Populate board', { i: MAX_WAITING * 9 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_EMAIL_DOMAIN, isCompanyEmail, mayTrack } from '../../../web/src/features/analytics/analytics-audience.ts';
import {
  ANALYTICS_EVENT,
  ANALYTICS_READY_EVENT,
  installAnalyticsGate,
  type AnalyticsDetail,
} from '../../../web/src/features/analytics/analytics-gate.ts';

// docs/analytics.md#who-is-followed: no analytics for the company's own addresses; nor for staff. The
// rule, and the gate that applies it to every event on the bus.

describe('who analytics may follow', () => {
  const domain = DEFAULT_COMPANY_EMAIL_DOMAIN;

  it('visitors who are not signed in, and customers at other domains, are tracked', () => {
    expect(mayTrack(null, domain)).toBe(true);
    expect(mayTrack({ email: 'ada@example.com', groups: [] }, domain)).toBe(true);
    // A look-alike is not the company.
    expect(mayTrack({ email: 'ada@notcopperline.local', groups: [] }, domain)).toBe(true);
    expect(mayTrack({ email: 'copperline.local@example.com', groups: [] }, domain)).toBe(true);
  });

  it('anyone signed in at the company domain (any letter case, subdomains too) is not', () => {
    expect(mayTrack({ email: 'buyer@copperline.local', groups: [] }, domain)).toBe(false);
    expect(mayTrack({ email: ' Buyer@CopperLine.Local ', groups: [] }, domain)).toBe(false);
    expect(mayTrack({ email: 'lab@eng.copperline.local', groups: [] }, domain)).toBe(false);
    expect(isCompanyEmail('ada@shop.example.com', '@shop.example.com')).toBe(true);
    expect(isCompanyEmail('not-an-address', domain)).toBe(false);
  });

  it('staff are not tracked whatever their address', () => {
    for (const group of ['Admin', 'Engineer', 'Blogger'])
      expect(mayTrack({ email: 'someone@gmail.com', groups: [group] }, domain), group).toBe(false);
  });
});

describe('the analytics gate', () => {
  /** A bus with the gate, and a provider that subscribes when the gate says it is ready (as one would on window). */
  function bus(initial: 'loading' | boolean) {
    const target = new EventTarget();
    let decision = initial;
    const listeners = new Set<() => void>();
    const sent: string[] = [];
    let ready = 0;
    target.addEventListener(ANALYTICS_READY_EVENT, () => {
      ready++;
      target.addEventListener(ANALYTICS_EVENT, (e) => sent.push((e as CustomEvent<AnalyticsDetail>).detail.name));
    });
    const remove = installAnalyticsGate(target, {
      decision: () => decision,
      onChange: (l) => (listeners.add(l), () => listeners.delete(l)),
    });
    expect(ready).toBe(1);
    const publish = (name: string) => target.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { name, properties: {} } }));
    const decide = (next: 'loading' | boolean) => {
      decision = next;
      for (const l of listeners) l();
    };
    return { sent, publish, decide, remove };
  }

  it('lets events of visitors who may be tracked through to every listener', () => {
    const b = bus(true);
    b.publish('Upload board');
    expect(b.sent).toEqual(['Upload board']);
  });

  it('stops them for staff and company addresses before any listener sees them', () => {
    const b = bus(false);
    b.publish('Upload board');
    b.publish('Placed order');
    expect(b.sent).toEqual([]);
  });

  it('holds events while the session loads, then sends them for a customer or drops them for staff', () => {
    const customer = bus('loading');
    customer.publish('Saw DRC processing');
    expect(customer.sent).toEqual([]);
    customer.decide(true);
    expect(customer.sent).toEqual(['Saw DRC processing']);
    customer.decide(true);
    expect(customer.sent).toEqual(['Saw DRC processing']);

    const staff = bus('loading');
    staff.publish('Saw DRC processing');
    staff.decide(false);
    staff.decide(true); // signing out later does not bring old events back
    expect(staff.sent).toEqual([]);
  });

  it('can be removed', () => {
    const b = bus(false);
    b.remove();
    b.publish('Upload board');
    expect(b.sent).toEqual(['Upload board']);
  });
});

import { describe, expect, it } from 'vitest';
import { api } from '../support/identities.ts';

describe('PUT /api/add-marketing-contact issues the newsletter coupon once per address', () => {
  it('gives a first-time address one coupon and a repeat, in any letter case, none', async () => {
    const email = `Coupon.${Date.now()}@Example.com`;
    const first = await api('PUT', '/api/add-marketing-contact', { body: { email, source: 'Newsletter' } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ first_time: true });
    expect(first.json.coupon_code).toMatch(/^CL100-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const again = await api('PUT', '/api/add-marketing-contact', { body: { email: email.toUpperCase(), source: 'Email pop-up' } });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ first_time: false, coupon_code: null });
  });

  it('under concurrent submissions of one address, exactly one gets a coupon', async () => {
    const email = `race.${Date.now()}@example.com`;
    const answers = await Promise.all(
      ['', 'X', 'Y', 'Z'].map((_, i) =>
        api('PUT', '/api/add-marketing-contact', { body: { email: i % 2 ? email.toUpperCase() : email, source: 'Newsletter' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.json.coupon_code).length).toBe(1);
    expect(answers.filter((a) => a.json.first_time).length).toBe(1);
  });
});

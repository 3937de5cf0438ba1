import { describe, expect, it } from 'vitest';
import { ShippingSettingsSchema } from '#contracts/schemas/shipping.ts';
import { DEFAULT_SHIPPING } from '#lambdas/core/shipping/default-shipping.ts';
import { boardGrams, parcelOf } from '#lambdas/core/shipping/parcel.ts';
import { ratesForAddress } from '#lambdas/core/shipping/shipping-rates.ts';

const metrics = { widthMm: 100, heightMm: 80, areaMm2: 8_000 };

describe('the parcel', () => {
  it('weighs boards as FR-4 (area × thickness × 1.85 g/cm³, rounded up) plus 250 g of packaging', () => {
    // 8,000 mm² × 1.6 mm = 12.8 cm³ → 23.68 g → 24 g.
    expect(boardGrams({ metrics, thicknessMm: 1.6 })).toBe(24);
    expect(parcelOf([{ metrics, thicknessMm: 1.6, quantity: 10 }])).toEqual({ weight_g: 240 + 250, longest_mm: 100 + 50 });
    expect(parcelOf([])).toBeNull();
  });
});

describe('rates from the staff table', () => {
  const parcel = { weight_g: 490, longest_mm: 150 };

  it("gives each service of the address's zone its lightest band that fits, cheapest first, with the ship date", () => {
    expect(ratesForAddress(DEFAULT_SHIPPING, { state: 'IL' }, parcel, '2026-11-09')).toEqual({
      kind: 'rates',
      rates: [
        { rate_id: 'ground', label: 'Ground', days: 5, ship_date: '2026-11-09', at_capacity: false, price_cents: 1_200 },
        { rate_id: 'two-day', label: 'Two-day air', days: 2, ship_date: '2026-11-09', at_capacity: false, price_cents: 2_600 },
      ],
    });
    expect(ratesForAddress(DEFAULT_SHIPPING, { state: 'MA' }, parcel, null)).toMatchObject({
      kind: 'rates',
      rates: [
        { rate_id: 'ground', price_cents: 900 },
        { rate_id: 'two-day', price_cents: 1_900 },
      ],
    });
  });

  it('moves up a band for a heavier or longer parcel, and drops services that cannot take it', () => {
    const heavy = ratesForAddress(DEFAULT_SHIPPING, { state: 'IL' }, { weight_g: 6_000, longest_mm: 150 }, null);
    expect(heavy).toMatchObject({ kind: 'rates', rates: [{ rate_id: 'ground', price_cents: 4_800 }] });
    const long = ratesForAddress(DEFAULT_SHIPPING, { state: 'IL' }, { weight_g: 400, longest_mm: 500 }, null);
    expect(long).toMatchObject({
      kind: 'rates',
      rates: [
        { rate_id: 'ground', price_cents: 2_200 },
        { rate_id: 'two-day', price_cents: 4_900 },
      ],
    });
    expect(ratesForAddress(DEFAULT_SHIPPING, { state: 'IL' }, { weight_g: 50_000, longest_mm: 150 }, null)).toEqual({
      kind: 'nothing_fits',
    });
  });

  it('says when no zone covers the state', () => {
    const noRemote = {
      ...DEFAULT_SHIPPING,
      zones: DEFAULT_SHIPPING.zones.filter((z) => z.zone_id !== 'remote'),
      rates: DEFAULT_SHIPPING.rates.filter((r) => r.zone_id !== 'remote'),
    };
    expect(ratesForAddress(noRemote, { state: 'HI' }, parcel, null)).toEqual({ kind: 'not_served', state: 'HI' });
  });
});

describe('the settings a save must satisfy', () => {
  const messages = (settings: unknown) => ShippingSettingsSchema.safeParse(settings).error?.issues.map((i) => i.message) ?? [];

  it('the default is valid; a state in two zones, a rate for an unknown zone, hours that close before opening are not', () => {
    expect(messages(DEFAULT_SHIPPING)).toEqual([]);
    const twice = { ...DEFAULT_SHIPPING, zones: [...DEFAULT_SHIPPING.zones, { zone_id: 'illinois', label: 'Illinois', states: ['IL'] }] };
    expect(messages(twice)).toEqual(['A state can be in one zone only']);
    expect(messages({ ...DEFAULT_SHIPPING, rates: [{ ...DEFAULT_SHIPPING.rates[0]!, zone_id: 'mars' }] })).toEqual([
      'Choose one of the zones',
    ]);
    const pickup = DEFAULT_SHIPPING.pickup_locations[0]!;
    expect(
      messages({ ...DEFAULT_SHIPPING, pickup_locations: [{ ...pickup, hours: [{ days: 'Sunday', open_hour: 14, close_hour: 10 }] }] }),
    ).toEqual(['Closes after it opens']);
    expect(messages({ ...DEFAULT_SHIPPING, capacity: [{ lead_time_id: 'express', boards_per_day: -1 }] })).toEqual(['Cannot be negative']);
  });
});

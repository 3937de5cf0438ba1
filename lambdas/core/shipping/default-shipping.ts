import { ShippingSettingsSchema, type ShippingSettings } from '#contracts/schemas/shipping.ts';

// The built-in shipping settings: written as version 1 the first time they
// are read from an empty table, then edited by Admins on /internal/config.
// Parsed here so a mistake fails at start-up and in the unit tests.

const NORTHEAST = ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NY', 'NJ', 'PA'] as const;
const REMOTE = ['AK', 'HI', 'PR', 'VI', 'GU', 'AS', 'MP', 'AA', 'AE', 'AP'] as const;
const CONTIGUOUS = [
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'DE',
  'DC',
  'FL',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'MD',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NM',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

type Band = [maxWeightG: number, maxLengthMm: number, priceCents: number];
function service(serviceId: string, serviceLabel: string, zoneId: string, transitDays: number, bands: Band[]) {
  return bands.map(([max_weight_g, max_length_mm, price_cents]) => ({
    service_id: serviceId,
    service_label: serviceLabel,
    zone_id: zoneId,
    max_weight_g,
    max_length_mm,
    transit_days: transitDays,
    price_cents,
  }));
}

export const DEFAULT_SHIPPING: ShippingSettings = ShippingSettingsSchema.parse({
  zones: [
    { zone_id: 'northeast', label: 'Northeast', states: [...NORTHEAST] },
    { zone_id: 'contiguous', label: 'Rest of the contiguous US', states: [...CONTIGUOUS] },
    { zone_id: 'remote', label: 'Alaska, Hawaii, territories and military', states: [...REMOTE] },
  ],
  rates: [
    ...service('ground', 'Ground', 'northeast', 2, [
      [1_000, 400, 900],
      [5_000, 600, 1_500],
      [20_000, 1_000, 3_500],
    ]),
    ...service('ground', 'Ground', 'contiguous', 5, [
      [1_000, 400, 1_200],
      [5_000, 600, 2_200],
      [20_000, 1_000, 4_800],
    ]),
    ...service('two-day', 'Two-day air', 'northeast', 2, [
      [1_000, 400, 1_900],
      [5_000, 600, 3_400],
    ]),
    ...service('two-day', 'Two-day air', 'contiguous', 2, [
      [1_000, 400, 2_600],
      [5_000, 600, 4_900],
    ]),
    ...service('priority', 'Priority mail', 'remote', 6, [
      [1_000, 400, 2_900],
      [5_000, 600, 6_500],
    ]),
  ],
  pickup_locations: [
    {
      location_id: 'workshop',
      name: 'Copperline workshop',
      address: {
        name: 'Copperline pickup desk',
        company_name: 'Copperline',
        address_line_1: '200 Foundry Street',
        address_line_2: 'Unit 4',
        city: 'Somerville',
        state: 'MA',
        postal_code: '02143',
        phone_number: '',
        address_index: null,
      },
      hours: [
        { days: 'Monday–Friday', open_hour: 9, close_hour: 17 },
        { days: 'Saturday', open_hour: 10, close_hour: 14 },
      ],
    },
  ],
  capacity: [
    { lead_time_id: 'economy', boards_per_day: 2_000 },
    { lead_time_id: 'standard', boards_per_day: 1_000 },
    { lead_time_id: 'express', boards_per_day: 200 },
  ],
});

import * as z from 'zod/mini';
import { US_STATE_CODES } from '../us-states.ts';
import { PickupInfoSchema } from './cart.ts';
import { FeeCentsSchema } from './pricing.ts';

// How orders leave the shop (docs/screens.md#staff-pages /internal/config): a staff-edited table of
// shipping rates by destination zone, parcel weight and size; the pickup
// places with their hours; and how many boards each production lead time can
// ship a day. One versioned document: a save names the version it started from.

const slug = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, 'Use a lower-case slug (letters, digits, dashes)'));
const label = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(60, 'At most 60 characters'));

/** A destination zone: the US states (USPS codes) it covers. A state belongs to one zone at most. */
export const ShippingZoneSchema = z.object({
  zone_id: slug,
  label,
  states: z.array(z.enum(US_STATE_CODES)).check(z.minLength(1, 'List at least one state')),
});
export type ShippingZone = z.infer<typeof ShippingZoneSchema>;

/**
 * One band of a carrier service in one zone: parcels up to this weight and
 * this longest side cost this much. Bands of the same service and zone are
 * tried from the lightest; the first that fits prices the parcel.
 */
export const ShippingRateRowSchema = z.object({
  service_id: slug,
  service_label: label,
  zone_id: slug,
  max_weight_g: z.number().check(z.int('Whole grams'), z.gte(1, 'At least 1 g'), z.lte(1_000_000, 'At most 1,000 kg')),
  max_length_mm: z.number().check(z.int('Whole millimetres'), z.gte(1, 'At least 1 mm'), z.lte(5_000, 'At most 5 m')),
  transit_days: z.number().check(z.int('Whole days'), z.gte(0, 'Cannot be negative'), z.lte(60, 'At most 60 days')),
  price_cents: FeeCentsSchema,
});
export type ShippingRateRow = z.infer<typeof ShippingRateRowSchema>;

/** Boards a lead time can ship on one day (production capacity). A lead time without an entry has no limit. */
export const LeadTimeCapacitySchema = z.object({
  lead_time_id: slug,
  boards_per_day: z.number().check(z.int('Whole boards'), z.gte(0, 'Cannot be negative'), z.lte(1_000_000, 'At most 1,000,000')),
});
export type LeadTimeCapacity = z.infer<typeof LeadTimeCapacitySchema>;

function unique<T>(list: readonly T[]): boolean {
  return new Set(list).size === list.length;
}

export const ShippingSettingsSchema = z
  .object({
    zones: z.array(ShippingZoneSchema).check(z.maxLength(20)),
    rates: z.array(ShippingRateRowSchema).check(z.maxLength(200)),
    pickup_locations: z.array(PickupInfoSchema).check(z.maxLength(10)),
    capacity: z.array(LeadTimeCapacitySchema).check(z.maxLength(20)),
    /** How long a cart holds the parts its quotes need after the customer's last cart read or write. */
    cart_hold_minutes: z._default(
      z.number().check(z.int('Whole minutes'), z.gte(1, 'At least 1 minute'), z.lte(1_440, 'At most 1,440 minutes (a day)')),
      30,
    ),
  })
  .check(
    z.superRefine((settings, ctx) => {
      const zoneIds = settings.zones.map((z) => z.zone_id);
      if (!unique(zoneIds)) ctx.addIssue({ code: 'custom', path: ['zones'], message: 'Zone ids must differ' });
      const states = settings.zones.flatMap((z) => z.states);
      if (!unique(states)) ctx.addIssue({ code: 'custom', path: ['zones'], message: 'A state can be in one zone only' });
      settings.rates.forEach((rate, i) => {
        if (!zoneIds.includes(rate.zone_id))
          ctx.addIssue({ code: 'custom', path: ['rates', i, 'zone_id'], message: 'Choose one of the zones' });
      });
      const bands = settings.rates.map((r) => `${r.service_id}/${r.zone_id}/${r.max_weight_g}/${r.max_length_mm}`);
      if (!unique(bands))
        ctx.addIssue({ code: 'custom', path: ['rates'], message: 'Two rows price the same service, zone, weight and size' });
      if (!unique(settings.pickup_locations.map((p) => p.location_id)))
        ctx.addIssue({ code: 'custom', path: ['pickup_locations'], message: 'Pickup location ids must differ' });
      settings.pickup_locations.forEach((pickupLocation, i) =>
        pickupLocation.hours.forEach((hour, j) => {
          if (hour.open_hour >= hour.close_hour)
            ctx.addIssue({ code: 'custom', path: ['pickup_locations', i, 'hours', j, 'close_hour'], message: 'Closes after it opens' });
        }),
      );
      if (!unique(settings.capacity.map((c) => c.lead_time_id)))
        ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'One capacity per lead time' });
    }),
  );
export type ShippingSettings = z.infer<typeof ShippingSettingsSchema>;

/** GET and PUT /internal/shipping-settings: the current version. */
export const ShippingSettingsStateSchema = z.object({
  version: z.number().check(z.int(), z.gte(1)),
  settings: ShippingSettingsSchema,
  saved_at: z.string(),
  /** Who saved it (e-mail), or "System" for the built-in default. */
  saved_by: z.string(),
});
export type ShippingSettingsState = z.infer<typeof ShippingSettingsStateSchema>;

/** A save from the version the editor started with; another save in between makes it a 409. */
export const SaveShippingSettingsBodySchema = z.object({
  base_version: z.number().check(z.int(), z.gte(1)),
  settings: ShippingSettingsSchema,
});
export type SaveShippingSettingsBody = z.infer<typeof SaveShippingSettingsBodySchema>;

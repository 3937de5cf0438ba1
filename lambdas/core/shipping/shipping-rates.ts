import type { Address } from '#contracts/schemas/addresses.ts';
import type { PickupInfo, ShippingRate } from '#contracts/schemas/cart.ts';
import type { ShippingRateRow, ShippingSettings } from '#contracts/schemas/shipping.ts';
import type { Parcel } from './parcel.ts';

// Which rates reach an address for a parcel (pure, from the staff table): the
// address's state picks its zone; each service of the zone offers its
// lightest band that fits the parcel's weight and longest side.

export type RatesForAddress = { kind: 'rates'; rates: ShippingRate[] } | { kind: 'not_served'; state: string } | { kind: 'nothing_fits' };

function fits(row: ShippingRateRow, parcel: Parcel): boolean {
  return parcel.weight_g <= row.max_weight_g && parcel.longest_mm <= row.max_length_mm;
}

/** The rates for the address; `shipDate` is when production ships the order (shown with each rate). */
export function ratesForAddress(
  settings: ShippingSettings,
  address: Pick<Address, 'state'>,
  parcel: Parcel,
  shipDate: string | null,
): RatesForAddress {
  const zone = settings.zones.find((z) => (z.states as readonly string[]).includes(address.state));
  if (!zone) return { kind: 'not_served', state: address.state };
  const rows = settings.rates
    .filter((r) => r.zone_id === zone.zone_id)
    .sort((a, b) => a.max_weight_g - b.max_weight_g || a.max_length_mm - b.max_length_mm || a.price_cents - b.price_cents);
  const byService = new Map<string, ShippingRateRow>();
  for (const row of rows) if (!byService.has(row.service_id) && fits(row, parcel)) byService.set(row.service_id, row);
  if (byService.size === 0) return { kind: 'nothing_fits' };
  const rates = [...byService.values()]
    .map((row) => ({
      rate_id: row.service_id,
      label: row.service_label,
      days: row.transit_days,
      ship_date: shipDate,
      at_capacity: false,
      price_cents: row.price_cents,
    }))
    .sort((a, b) => a.price_cents - b.price_cents || a.days - b.days);
  return { kind: 'rates', rates };
}

export function pickupLocation(settings: ShippingSettings, locationId: string): PickupInfo | null {
  return settings.pickup_locations.find((p) => p.location_id === locationId) ?? null;
}

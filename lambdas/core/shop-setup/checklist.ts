import { createHash } from 'node:crypto';
import type { Capabilities } from '#contracts/capabilities.ts';
import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import type { ShippingSettings } from '#contracts/schemas/shipping.ts';
import { SHOP_SETUP_ITEMS, type CompanyDetails, type ShopSetupItem, type ShopSetupItemState } from '#contracts/schemas/shop-setup.ts';
import { DEFAULT_PRICING } from '../pricing/default-pricing.ts';
import { DEFAULT_SHIPPING } from '../shipping/default-shipping.ts';
import type { ShopSetupConfirmation } from '../db/entities/shop-setup.ts';
import { DEFAULT_COMPANY } from './default-company.ts';

// The shop-setup checklist, worked out from what is in force now and what was
// confirmed (docs/operating.md#set-up-the-shop-before-launch). Pure: the reads
// are the caller's.

/** Everything the checklist looks at, as it is in force now. */
export type InForce = {
  capabilities: Capabilities;
  pricing: { version: number; config: PricingConfig };
  shipping: { version: number; settings: ShippingSettings };
  /** Absent: still the built-in ones. */
  company: CompanyDetails | undefined;
  /** The sender of customer e-mails; absent: e-mails are logged, not sent. */
  emailSender: string | undefined;
};

type ItemFacts = { title: string; summary: string; value: unknown; builtIn: unknown };

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function factsOf(item: ShopSetupItem, now: InForce): ItemFacts {
  const { settings } = now.shipping;
  switch (item) {
    case 'capabilities':
      // Set in code (contracts/capabilities-data.ts): what the store ships with is all there is to confirm.
      return {
        title: 'Capabilities',
        summary: `Rule set of ${now.capabilities.version}: ${now.capabilities.layers.allowed.join(', ')} layers, from the code`,
        value: now.capabilities,
        builtIn: now.capabilities,
      };
    case 'pricing':
      return { title: 'Pricing', summary: `Pricing version ${now.pricing.version}`, value: now.pricing.config, builtIn: DEFAULT_PRICING };
    case 'shipping_rates': {
      const rates = (s: ShippingSettings) => ({ zones: s.zones, rates: s.rates, capacity: s.capacity, holds: s.cart_hold_minutes });
      const summary = `${plural(settings.rates.length, 'rate')} over ${plural(settings.zones.length, 'zone')}, shipping version ${now.shipping.version}`;
      return { title: 'Shipping rates', summary, value: rates(settings), builtIn: rates(DEFAULT_SHIPPING) };
    }
    case 'pickup_places': {
      const names = settings.pickup_locations.map((place) => place.name).join(', ');
      const summary = settings.pickup_locations.length === 0 ? 'No pickup: every order is shipped' : `Pickup at ${names}`;
      return { title: 'Pickup places', summary, value: settings.pickup_locations, builtIn: DEFAULT_SHIPPING.pickup_locations };
    }
    case 'company': {
      const company = now.company ?? DEFAULT_COMPANY;
      return { title: 'Company details', summary: `${company.name}, ${company.contact_email}`, value: company, builtIn: DEFAULT_COMPANY };
    }
    case 'email_sender':
      return {
        title: 'E-mail sender',
        summary: now.emailSender
          ? `Customer e-mails are sent from ${now.emailSender}`
          : 'No sender set: customer e-mails are logged, not sent',
        value: now.emailSender ?? '',
        builtIn: '',
      };
  }
}

/** A short name for a value: the same for equal values whatever the order of their keys. */
export function fingerprintOf(value: unknown): string {
  const sortedKeys = (_key: string, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner;
  return createHash('sha256')
    .update(JSON.stringify(value, sortedKeys) ?? 'undefined')
    .digest('base64url')
    .slice(0, 16);
}

/** Each item with its state: never confirmed (default), confirmed as it is now, or changed since it was confirmed. */
export function checklistOf(now: InForce, confirmations: Partial<Record<ShopSetupItem, ShopSetupConfirmation>>): ShopSetupItemState[] {
  return SHOP_SETUP_ITEMS.map((item) => {
    const facts = factsOf(item, now);
    const fingerprint = fingerprintOf(facts.value);
    const confirmed = confirmations[item];
    return {
      item,
      title: facts.title,
      summary: facts.summary,
      built_in: fingerprint === fingerprintOf(facts.builtIn),
      state: !confirmed ? 'default' : confirmed.fingerprint === fingerprint ? 'confirmed' : 'changed',
      fingerprint,
      confirmed_by: confirmed?.by ?? null,
      confirmed_at: confirmed?.at ?? null,
    };
  });
}

/** Why the shop cannot open yet, naming what is left; null when every item is confirmed as it is now. */
export function whatIsLeft(items: readonly ShopSetupItemState[]): string | null {
  const left = items.filter((entry) => entry.state !== 'confirmed');
  if (left.length === 0) return null;
  const named = left.map((entry) => (entry.state === 'changed' ? `${entry.title} (changed since it was confirmed)` : entry.title));
  return `The shop cannot open yet. Review and confirm: ${named.join('; ')}.`;
}

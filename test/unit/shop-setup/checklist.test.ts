import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { SHOP_SETUP_ITEMS, type ShopSetupItem } from '#contracts/schemas/shop-setup.ts';
import { DEFAULT_PRICING } from '#lambdas/core/pricing/default-pricing.ts';
import { DEFAULT_SHIPPING } from '#lambdas/core/shipping/default-shipping.ts';
import { checklistOf, fingerprintOf, whatIsLeft, type InForce } from '#lambdas/core/shop-setup/checklist.ts';
import { DEFAULT_COMPANY } from '#lambdas/core/shop-setup/default-company.ts';
import type { ShopSetupConfirmation } from '#lambdas/core/db/entities/shop-setup.ts';

// The shop-setup checklist (docs/operating.md#set-up-the-shop-before-launch): what is still
// built in, what was confirmed, and what changed since.

const asShipped: InForce = {
  capabilities,
  pricing: { version: 1, config: DEFAULT_PRICING },
  shipping: { version: 1, settings: DEFAULT_SHIPPING },
  company: undefined,
  emailSender: undefined,
};

const byItem = (now: InForce, confirmations: Partial<Record<ShopSetupItem, ShopSetupConfirmation>> = {}) =>
  Object.fromEntries(checklistOf(now, confirmations).map((entry) => [entry.item, entry]));

const confirmAll = (now: InForce) =>
  Object.fromEntries(checklistOf(now, {}).map((entry) => [entry.item, { fingerprint: entry.fingerprint, by: 'a@x', at: 't' }]));

describe('a fresh shop', () => {
  it('lists every item, each still built in and never confirmed', () => {
    const items = checklistOf(asShipped, {});
    expect(items.map((entry) => entry.item)).toEqual([...SHOP_SETUP_ITEMS]);
    for (const entry of items) expect(entry, entry.item).toMatchObject({ built_in: true, state: 'default', confirmed_by: null });
    expect(byItem(asShipped).email_sender!.summary).toBe('No sender set: customer e-mails are logged, not sent');
  });

  it('cannot open, and says which items are left', () => {
    expect(whatIsLeft(checklistOf(asShipped, {}))).toBe(
      'The shop cannot open yet. Review and confirm: Capabilities; Pricing; Shipping rates; Pickup places; Company details; E-mail sender.',
    );
  });
});

describe('after changes', () => {
  const edited: InForce = {
    ...asShipped,
    pricing: { version: 2, config: { ...DEFAULT_PRICING, default_lead_time_id: 'express' } },
    shipping: { version: 2, settings: { ...DEFAULT_SHIPPING, pickup_locations: [] } },
    company: { name: 'Board House Ltd', contact_email: 'shop@boardhouse.example', postal_address: '1 Main St' },
    emailSender: 'orders@boardhouse.example',
  };

  it('tells the edited items from the built-in ones', () => {
    const items = byItem(edited);
    expect(Object.fromEntries(Object.entries(items).map(([item, entry]) => [item, entry.built_in]))).toEqual({
      capabilities: true,
      pricing: false,
      // Only the pickup places changed in that shipping save.
      shipping_rates: true,
      pickup_places: false,
      company: false,
      email_sender: false,
    });
    expect(items.pickup_places!.summary).toBe('No pickup: every order is shipped');
    expect(items.company!.summary).toBe('Board House Ltd, shop@boardhouse.example');
  });

  it('marks an item changed since it was confirmed, and names it as left', () => {
    const confirmations = confirmAll(asShipped);
    const items = checklistOf(edited, confirmations);
    expect(items.map((entry) => [entry.item, entry.state])).toEqual([
      ['capabilities', 'confirmed'],
      ['pricing', 'changed'],
      ['shipping_rates', 'confirmed'],
      ['pickup_places', 'changed'],
      ['company', 'changed'],
      ['email_sender', 'changed'],
    ]);
    expect(items[1]).toMatchObject({ confirmed_by: 'a@x', confirmed_at: 't' });
    expect(whatIsLeft(items)).toContain('Pricing (changed since it was confirmed); Pickup places (changed since it was confirmed)');
  });

  it('lets the shop open once each item is confirmed as it is now', () => {
    expect(whatIsLeft(checklistOf(edited, confirmAll(edited)))).toBeNull();
  });
});

describe('fingerprints', () => {
  it('are the same for equal values whatever the order of their keys, and differ for different values', () => {
    expect(fingerprintOf({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(fingerprintOf({ b: { d: 'x', c: [1, 2] }, a: 1 }));
    expect(fingerprintOf({ a: 1, b: { c: [2, 1], d: 'x' } })).not.toBe(fingerprintOf({ a: 1, b: { c: [1, 2], d: 'x' } }));
    expect(fingerprintOf('')).not.toBe(fingerprintOf(DEFAULT_COMPANY));
  });
});

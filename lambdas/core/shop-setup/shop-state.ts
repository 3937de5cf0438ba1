import { capabilities } from '#contracts/capabilities.ts';
import type {
  ConfirmShopSetupItemBody,
  SaveCompanyDetailsBody,
  ShopSetupItemState,
  ShopSetupState,
} from '#contracts/schemas/shop-setup.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { configuredEmailSender } from '../aws/ses-mailer.ts';
import { withRetries } from '../db/retry.ts';
import { getShopSetupRecord, saveShopSetupFrom, type ShopSetupRecord } from '../db/shop-setup.ts';
import { AppError, conflictAs } from '../errors.ts';
import { currentPricing } from '../pricing/pricing-versions.ts';
import { currentShippingSettings } from '../shipping/shipping-settings.ts';
import { checklistOf, whatIsLeft, type InForce } from './checklist.ts';
import { DEFAULT_COMPANY } from './default-company.ts';

// The shop-setup checklist and "open the shop" (docs/operating.md#set-up-the-shop-before-launch).
// Every change reads the setup, changes it and writes it conditional on the
// version read; when another change came first it reads again and retries, so
// two Admins confirming different items at once both succeed.

/** Enough for a handful of Admins confirming at once; each lost race reads again after a short, growing wait. */
const CHANGE_RETRIES = { attempts: 8, waitMs: 20, maxWaitMs: 250 };

type Stored = Omit<ShopSetupRecord, 'version'>;

async function inForceNow(record: ShopSetupRecord | null): Promise<InForce> {
  const [pricing, shipping] = await Promise.all([currentPricing(), currentShippingSettings()]);
  return { capabilities, pricing, shipping, company: record?.company, emailSender: configuredEmailSender() };
}

/** The stored setup (null: never changed) and the checklist worked out from it and what is in force now. */
export type ShopSetupRead = { record: ShopSetupRecord | null; items: ShopSetupItemState[] };

export async function readShopSetup(): Promise<ShopSetupRead> {
  const record = await getShopSetupRecord();
  return { record, items: checklistOf(await inForceNow(record), record?.confirmations ?? {}) };
}

function stateOf(record: ShopSetupRecord | null, items: ShopSetupItemState[]): ShopSetupState {
  return {
    open: Boolean(record?.openedAt),
    opened_by: record?.openedBy ?? null,
    opened_at: record?.openedAt ?? null,
    items,
    company: record?.company ?? DEFAULT_COMPANY,
  };
}

const storedOf = (record: ShopSetupRecord | null): Stored => {
  const { version: _, ...stored } = record ?? { version: 0, confirmations: {} };
  return stored;
};

/** Reads, changes (null: nothing to write) and writes from the version read; reads again when another change came first. */
async function changeSetup(change: (now: ShopSetupRead) => Stored | null): Promise<ShopSetupState> {
  const attempt = async () => {
    const now = await readShopSetup();
    const next = change(now);
    if (next) await saveShopSetupFrom(now.record?.version ?? 0, next);
  };
  await withRetries(attempt, CHANGE_RETRIES).catch(conflictAs(() => new AppError('shop_setup_busy')));
  return shopSetupState();
}

const nameOf = (actor: Actor) => {
  const identity = requireIdentity(actor);
  return identity.email || identity.sub;
};

function itemIn(items: ShopSetupItemState[], item: ShopSetupItemState['item']): ShopSetupItemState {
  const found = items.find((entry) => entry.item === item);
  if (!found) throw new Error(`The checklist has no item ${item}`);
  return found;
}

/** GET /internal/shop-setup. */
export async function shopSetupState(): Promise<ShopSetupState> {
  const { record, items } = await readShopSetup();
  return stateOf(record, items);
}

/** POST /internal/shop-setup/confirmations: confirms the item as the Admin saw it (its fingerprint). */
export function confirmShopSetupItem(actor: Actor, body: ConfirmShopSetupItemBody): Promise<ShopSetupState> {
  const by = nameOf(actor);
  return changeSetup(({ record, items }) => {
    const entry = itemIn(items, body.item);
    if (entry.fingerprint !== body.fingerprint)
      throw new AppError(
        'shop_setup_changed',
        `${entry.title} changed since you loaded the checklist (now: ${entry.summary}). Review it again, then confirm it.`,
      );
    const stored = storedOf(record);
    const confirmation = { fingerprint: entry.fingerprint, by, at: new Date().toISOString() };
    return { ...stored, confirmations: { ...stored.confirmations, [body.item]: confirmation } };
  });
}

/** PUT /internal/shop-setup/company: from the details the editor read; saving does not confirm them. */
export function saveCompanyDetails(body: SaveCompanyDetailsBody): Promise<ShopSetupState> {
  return changeSetup(({ record, items }) => {
    if (itemIn(items, 'company').fingerprint !== body.base_fingerprint)
      throw new AppError(
        'shop_setup_changed',
        'The company details changed while you were editing them. Reload the page and make your change again.',
      );
    return { ...storedOf(record), company: body.company };
  });
}

/** POST /internal/shop-setup/open: only once every item is confirmed as it is now; opening an open shop changes nothing. */
export function openShop(actor: Actor): Promise<ShopSetupState> {
  const by = nameOf(actor);
  return changeSetup(({ record, items }) => {
    if (record?.openedAt) return null;
    const left = whatIsLeft(items);
    if (left) throw new AppError('shop_setup_incomplete', left);
    return { ...storedOf(record), openedAt: new Date().toISOString(), openedBy: by };
  });
}

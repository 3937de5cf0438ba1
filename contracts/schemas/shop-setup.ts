import * as z from 'zod/mini';

// The shop-setup checklist an Admin works through before launch, and whether
// the shop is open for orders (docs/operating.md#set-up-the-shop-before-launch).

/** What must be reviewed and confirmed before the shop opens, in the order the checklist shows them. */
export const SHOP_SETUP_ITEMS = ['capabilities', 'pricing', 'shipping_rates', 'pickup_places', 'company', 'email_sender'] as const;
export type ShopSetupItem = (typeof SHOP_SETUP_ITEMS)[number];
export const ShopSetupItemSchema = z.enum(SHOP_SETUP_ITEMS);

/** default: never confirmed; confirmed: as confirmed; changed: edited since it was confirmed. */
export const SHOP_SETUP_ITEM_STATES = ['default', 'confirmed', 'changed'] as const;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));

/** Who runs the shop, as customers are told (the closed-shop notice, the order e-mails' footer). */
export const CompanyDetailsSchema = z.object({
  name: text(120),
  contact_email: z.email('Enter an e-mail address'),
  postal_address: text(400),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

export const ShopSetupItemStateSchema = z.object({
  item: ShopSetupItemSchema,
  title: z.string(),
  /** What is in force now, in one line. */
  summary: z.string(),
  /** Still what the store ships with. */
  built_in: z.boolean(),
  state: z.enum(SHOP_SETUP_ITEM_STATES),
  /** Names what is in force now; a confirmation is of this value. */
  fingerprint: z.string(),
  confirmed_by: z.nullable(z.string()),
  confirmed_at: z.nullable(z.string()),
});
export type ShopSetupItemState = z.infer<typeof ShopSetupItemStateSchema>;

/** GET /internal/shop-setup and the answer of every change to it. */
export const ShopSetupStateSchema = z.object({
  open: z.boolean(),
  opened_by: z.nullable(z.string()),
  opened_at: z.nullable(z.string()),
  items: z.array(ShopSetupItemStateSchema),
  company: CompanyDetailsSchema,
});
export type ShopSetupState = z.infer<typeof ShopSetupStateSchema>;

/** Confirms one item as the Admin saw it: a fingerprint that is no longer current is a 409. */
export const ConfirmShopSetupItemBodySchema = z.object({ item: ShopSetupItemSchema, fingerprint: z.string().check(z.minLength(1)) });
export type ConfirmShopSetupItemBody = z.infer<typeof ConfirmShopSetupItemBodySchema>;

/** A save of the company details from the ones the editor read (their fingerprint). */
export const SaveCompanyDetailsBodySchema = z.object({ base_fingerprint: z.string().check(z.minLength(1)), company: CompanyDetailsSchema });
export type SaveCompanyDetailsBody = z.infer<typeof SaveCompanyDetailsBodySchema>;

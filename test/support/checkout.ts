import { newId } from '#contracts/ids.ts';
import type { Part } from '#contracts/parts.ts';
import type { CartUpdate, ShoppingCart } from '#contracts/schemas/cart.ts';
import { DEFAULT_FOOTPRINT_CHECK } from '#contracts/schemas/bom.ts';
import { StoredBomFieldsSchema, StoredElementSchema, type StoredElement } from '#contracts/schemas/stored-assembly.ts';
import type { Identity } from '#lambdas/core/actor.ts';
import type { CheckoutPorts } from '#lambdas/core/checkout/checkout-ports.ts';
import type { CardIntent, CardPayments, CardRefund } from '#lambdas/core/payments/card-payments.ts';
import { inject } from 'vitest';
import { couponMailedTo } from './outbox.ts';
import { testSupplierCode } from './supplier-codes.ts';

// The checkout's core, driven from tests with no HTTP in between: real
// table, real bucket, real SES stand-in (the outbox).
// Call useStackEnv() first; these import the core lazily for that reason.

/** A product user with a new address of its own at example.com, or with `email` (another account of one mailbox…). */
export async function newUser(name: string, email = uniqueEmail(name)): Promise<{ userId: string; email: string }> {
  const { createUserForSub } = await import('#lambdas/core/db/users.ts');
  const userId = newId();
  await createUserForSub({ userId, sub: `sub-${userId}`, email, firstName: 'Test', lastName: name, createdAt: new Date().toISOString() });
  return { userId, email };
}

/** `name.<time>.<random>` at `domain`: an address no other test uses. */
export const uniqueEmail = (name: string, domain = 'example.com') => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@${domain}`;

export const identityOf = (user: { userId: string; email: string }, groups: string[] = []): Identity => ({
  kind: 'identity',
  sub: `sub-${user.userId}`,
  username: user.email,
  email: user.email,
  emailVerified: true,
  userId: user.userId,
  groups,
  givenName: 'Test',
  familyName: 'Customer',
  organization: null,
  phoneNumber: null,
});

/** A catalogue part with this much stock, one price break of $0.10. */
export async function catalogPartInTable(stock: number): Promise<Part> {
  const { putParts } = await import('#lambdas/core/db/parts.ts');
  const id = newId();
  const part: Part = {
    id,
    supplier_code: testSupplierCode(),
    mpn: 'TEST-100N',
    manufacturer: 'Test',
    category_id: 'c'.repeat(24),
    description: '100 nF test capacitor',
    package: '0402',
    datasheet: '',
    stock,
    moq: 1,
    price_breaks: [{ min_qty: 1, unit_price_micros: 100_000 }],
    library_type: 'basic',
    parameters: {},
    value_text: '100nF',
    labeled_value_text: [],
    labeled: false,
    source: 'JLCPCB/LCSC catalogue',
  };
  await putParts([part]);
  return part;
}

/** A populate row placing `partId` by hand at `designator`, as the assembly stores it once the part is chosen. */
function handPlacedRow(designator: string, partId: string): StoredElement {
  const elementId = newId();
  return StoredElementSchema.parse({
    elementId,
    designator,
    element: {
      id: elementId,
      designator,
      footprint: '',
      value: '100nF',
      side: 'top',
      x: null,
      y: null,
      rotation: null,
      position_source: null,
      part_id: partId,
      do_not_populate: false,
      is_consignment: false,
      placement_method: 'Hand place',
      processing: 'Complete',
      bom_row: null,
      footprint_check: DEFAULT_FOOTPRINT_CHECK,
      orientation: { confidence: 'low', score: 0, pin1: null, reasons: [] },
    },
    overrides: {},
    pads: [],
  });
}

/**
 * Stores the board's assembly through the data layer, as a recomputation stores it (claim the board, write the rows,
 * settle it COMPLETE): `perBoard` rows of each part, placed by hand (no spares: a quote buys perBoard × boards of
 * each). The cart and the checkout then quote the board from these rows (lambdas/core/assembly/assembly-for-quote.ts).
 * Call it before the board's cart is read: it moves the board's version on by two.
 */
export async function handPlaceParts(boardId: string, partIds: readonly string[], perBoard: number): Promise<void> {
  const { getBoard } = await import('#lambdas/core/db/boards.ts');
  const { claimAssemblyCheck, getAssemblyOfBoard, settleAssemblyCheck, writeAssembly } = await import('#lambdas/core/db/assembly.ts');
  const board = await getBoard(boardId);
  if (!board) throw new Error(`no board ${boardId}`);
  const elements = partIds.flatMap((partId, nth) =>
    Array.from({ length: perBoard }, (_, i) => handPlacedRow(`C${nth * perBoard + i + 1}`, partId)),
  );
  const claimed = await claimAssemblyCheck(boardId, board.bomVersion ?? 0, new Date().toISOString());
  const before = await getAssemblyOfBoard(boardId);
  await writeAssembly(boardId, { bom: { boardId, ...StoredBomFieldsSchema.parse({}) }, lines: [], elements }, before);
  await settleAssemblyCheck(boardId, claimed, 'COMPLETE');
}

/** The board places `perBoard` of one part, by hand (handPlaceParts). */
export const handPlacePart = (boardId: string, partId: string, perBoard: number) => handPlaceParts(boardId, [partId], perBoard);

export async function checkoutPorts(overrides: Partial<CheckoutPorts> = {}): Promise<CheckoutPorts> {
  const { uploadsBucket } = await import('#lambdas/core/aws/uploads-bucket.ts');
  const { sesMailer } = await import('#lambdas/core/aws/ses-mailer.ts');
  const { NO_CARD_PAYMENTS } = await import('#lambdas/core/payments/card-payments.ts');
  return {
    cardPaymentsAvailable: false,
    cardPayments: NO_CARD_PAYMENTS as CardPayments,
    purchaseOrders: uploadsBucket,
    mailer: sesMailer,
    presignDownload: uploadsBucket.presignDownload,
    ...overrides,
  };
}

/**
 * Signs `email` up for the newsletter through the core, as the form does, and returns the coupon from the e-mail it
 * sent (the only place the code travels); null when none was sent (a known identity).
 */
export async function newsletterSignUp(email: string, name = 'Ada'): Promise<string | null> {
  const { addMarketingContact } = await import('#lambdas/core/marketing/marketing-contacts.ts');
  const { sesMailer } = await import('#lambdas/core/aws/ses-mailer.ts');
  const before = couponMailedTo(inject('stack').dataDir, email.trim());
  await addMarketingContact({ email, first_name: name, last_name: '', source: 'Newsletter' }, sesMailer);
  const after = couponMailedTo(inject('stack').dataDir, email.trim());
  return after !== before ? after : null;
}

/** The PUT body for the cart as loaded, with changes. */
export function cartUpdate(cart: ShoppingCart, changes: Partial<CartUpdate> = {}): CartUpdate {
  return {
    version: cart.version,
    items: cart.items.map(({ board_id }) => ({ board_id })),
    shipping_address: cart.shipping_address,
    shipping_rate: cart.shipping_rate,
    pickup_info: cart.pickup_info,
    coupons_applied: cart.coupons_applied,
    lead_time_id: cart.lead_time_id,
    ...changes,
  };
}

export const SPRINGFIELD = {
  name: 'Ada Lovelace',
  company_name: 'Analytical Engines',
  address_line_1: '12 Analytical Way',
  address_line_2: '',
  city: 'Springfield',
  state: 'IL' as const,
  postal_code: '62701',
  phone_number: '',
  address_index: null,
};

/** Uploads a small PDF as the customer's purchase order and returns its upload id. */
export async function uploadPurchaseOrder(userId: string): Promise<string> {
  const { uploadsBucket } = await import('#lambdas/core/aws/uploads-bucket.ts');
  const { createPurchaseOrderUpload } = await import('#lambdas/core/checkout/purchase-order-files.ts');
  const pdf = new TextEncoder().encode('%PDF-1.4\n% Purchase order 4711\n%%EOF\n');
  const created = await createPurchaseOrderUpload(
    userId,
    { file_name: 'PO-4711.pdf', content_type: 'application/pdf', size: pdf.byteLength },
    uploadsBucket,
  );
  const put = await fetch(created.upload.url, { method: 'PUT', headers: created.upload.headers, body: pdf });
  if (put.status !== 200) throw new Error(`PO upload failed: ${put.status}`);
  return created.upload_id;
}

/**
 * A card processor double for core tests (Stripe itself is tested through its
 * SDK in the unit tests): intents in memory, confirmed by the test as the
 * customer's browser would, with every call recorded.
 */
export function fakeCardProcessor() {
  const intents = new Map<string, CardIntent>();
  const calls: string[] = [];
  /** Refunds made, by idempotency key; new ones end in `refundStatus` (set it to test a refund that needs a person). */
  const refunds = new Map<string, CardRefund>();
  let refundStatus: CardRefund['status'] = 'succeeded';
  let n = 0;
  const port: CardPayments = {
    available: true,
    async authorize(request, key) {
      calls.push(`authorize ${key}`);
      const id = `pi_test${++n}`;
      const intent = {
        id,
        status: 'requires_payment_method' as const,
        amountCents: request.amountCents,
        currency: request.currency.toLowerCase(),
        metadata: { order_id: request.orderId, user_id: request.userId },
        clientSecret: `${id}_secret`,
      };
      intents.set(id, intent);
      return intent;
    },
    async retrieve(id) {
      return intents.get(id)!;
    },
    async capture(id, key) {
      calls.push(`capture ${id} ${key}`);
      const captured = { ...intents.get(id)!, status: 'succeeded' as const };
      intents.set(id, captured);
      return captured;
    },
    async cancel(id, key) {
      calls.push(`cancel ${id} ${key}`);
      intents.set(id, { ...intents.get(id)!, status: 'canceled' });
    },
    async refund(id, key) {
      calls.push(`refund ${id} ${key}`);
      // As Stripe: the same idempotency key answers with the same refund.
      const refund = refunds.get(key) ?? {
        id: `re_test${refunds.size + 1}`,
        status: refundStatus,
        amountCents: intents.get(id)?.amountCents ?? 0,
        failureReason: refundStatus === 'failed' ? 'expired_or_canceled_card' : null,
      };
      refunds.set(key, refund);
      return refund;
    },
  };
  /**
   * The customer's browser confirmed the payment: the money is held for capture. `card` is the card's fingerprint as
   * Stripe reads it back (the same card, the same fingerprint); without it the payment method is no card (Link…).
   */
  const confirm = (id: string, card?: string) =>
    intents.set(id, { ...intents.get(id)!, status: 'requires_capture', ...(card ? { cardFingerprint: card } : {}) });
  const refundsEndAs = (status: CardRefund['status']) => (refundStatus = status);
  return { port, intents, calls, confirm, refunds, refundsEndAs };
}

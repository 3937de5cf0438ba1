import type { errorStatus } from './errors.ts';

// Every error code the API sends, with its HTTP status and default message:
// the one list the server's errors (lambdas/core/errors.ts) and the web
// (web/src/lib/api/api-error.ts) take codes from. A call may still pass a
// message of its own where it knows more (the file, the figure, the state).
// Adding a code: docs/architecture.md#error-codes
export const ERROR_CODES = {
  // Any route
  validation_failed: { status: 400, message: 'The request is not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  unauthorized: { status: 401, message: 'Sign in to continue.' },
  forbidden: { status: 403, message: 'You do not have access to this resource.' },
  second_factor_required: {
    status: 403,
    message: 'Staff accounts need two-factor authentication: set up an authenticator app on your account page, then try again.',
  },
  not_found: { status: 404, message: 'This was not found.' },
  version_conflict: { status: 409, message: 'This changed while you were looking at it. Reload it and make your change again.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  file_too_large: { status: 413, message: 'The file is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as application/json.' },
  internal: { status: 500, message: 'Sorry something went wrong! Please try again later.' },
  // Sent by the edge and the gateway, not a handler: docs/security.md#one-client-starving-everyone
  rate_limited: { status: 429, message: 'Too many requests. Try again in a moment.' },

  // Accounts, addresses, API credentials
  user_missing: { status: 409, message: 'Finish creating your account before uploading a board.' },
  too_many_uploads: {
    status: 429,
    message: 'This account has uploaded as many files today as one account may. Please try again tomorrow.',
  },
  address_limit_reached: { status: 409, message: 'You have saved as many addresses as you can. Delete one to add another.' },
  payment_approval_conflict: {
    status: 409,
    message: "Someone changed this account's approval while you were looking at it. It was reloaded; make your change again.",
  },
  no_such_account: { status: 400, message: 'No account found with this email address.' },
  no_store_user: {
    status: 400,
    message: 'Your account has no store user yet: open the store once signed in, or name the account to act as.',
  },
  credential_revoked: { status: 409, message: 'This API credential was revoked; create a new one.' },
  credential_changed: { status: 409, message: 'Someone rotated or revoked this API credential first. The list was reloaded.' },

  // Boards, options and findings
  board_not_ready: { status: 409, message: 'The board has not been checked successfully yet: wait until it shows its results.' },
  board_ordered: { status: 409, message: 'This board has been ordered: it can no longer change.' },
  invalid_board_option: { status: 400, message: 'This board cannot be made with these options.' },
  newer_revision_exists: {
    status: 409,
    message: 'This board already has a newer revision: upload the next revision from the newest one.',
  },
  outline_fix_not_offered: {
    status: 409,
    message: 'This finding has no outline fix to accept: fix the outline in your design and upload a new revision.',
  },
  finding_not_dismissible: { status: 409, message: 'Errors cannot be dismissed: fix them in the design and upload it again.' },

  // Assembly: bill of materials and placement
  bom_checking: { status: 409, message: 'The bill of materials is being checked: try again in a moment.' },
  no_bom: { status: 409, message: 'Upload a bill of materials first.' },
  bom_unreadable: { status: 400, message: 'The bill of materials could not be read.' },
  placement_unreadable: { status: 400, message: 'The placement file could not be read.' },
  invalid_mapping: { status: 400, message: 'The column mapping does not fit the file.' },
  file_not_uploaded: { status: 404, message: 'The file has not been uploaded: upload it first.' },
  too_many_placement_files: { status: 409, message: 'This board has as many placement files as it can: remove one first.' },
  assembly_files_unread: {
    status: 409,
    message:
      'The assembly files of this board are being re-read; try again in a minute. If this persists, upload the bill of materials again.',
  },
  part_not_found: { status: 404, message: 'The part was not found in the catalogue.' },
  custom_quote_not_needed: {
    status: 409,
    message: 'This board has no custom part waiting for a price, so it needs no custom quote.',
  },
  custom_quote_not_requested: { status: 409, message: 'The customer has not asked for a custom quote on this board.' },
  custom_quote_version_conflict: {
    status: 409,
    message: 'Someone confirmed a part of this board meanwhile. It was reloaded; enter your figures again.',
  },
  quote_status_conflict: { status: 409, message: 'The quote cannot move to that status.' },

  // Cart
  cart_version_conflict: {
    status: 409,
    message: 'Your cart changed in another tab or device. It was reloaded; make your change again.',
  },
  duplicate_board: { status: 400, message: 'A board can be in the cart once; change its quantity instead.' },
  board_already_ordered: { status: 409, message: 'This board was already ordered. Upload it again to order more.' },
  board_deleted: { status: 409, message: 'This board is being deleted.' },
  board_is_copy: {
    status: 409,
    message: 'This board is a copy made to order a revision again: upload the next revision from the original board.',
  },
  cart_full: { status: 409, message: 'The cart holds as many boards as it can. Order or remove some first.' },
  board_quantity_differs: {
    status: 409,
    message: 'The number of boards is set on the board; reload the cart and change it there.',
  },
  unknown_lead_time: { status: 400, message: 'Choose one of the lead times offered.' },
  // Cart holds (docs/checkout.md#hold-limits): the cart answers 200 and names these in stock_holds.refusal.
  stock_hold_limit: {
    status: 409,
    message: 'Your cart holds parts up to the limit for one customer; the rest are not held and are reserved when you place the order.',
  },
  stock_hold_unconfirmed: {
    status: 403,
    message: 'Confirm your e-mail address to have parts held for your cart; they are reserved when you place the order.',
  },
  stock_hold_busy: {
    status: 409,
    message: 'A checkout of this cart is under way: its parts become the order or go back by themselves. Try again in a few minutes.',
  },

  // Checkout and payment
  // The shop takes orders only once an Admin has opened it (docs/operating.md#set-up-the-shop-before-launch).
  shop_not_open: {
    status: 409,
    message: 'The shop is not open for orders yet. You can upload boards and get quotes; checkout opens when the shop does.',
  },
  cart_has_issues: { status: 409, message: 'Your cart cannot be ordered yet.' },
  order_total_changed: {
    status: 409,
    message: 'The total changed since you looked. Review your cart and place the order again.',
  },
  coupon_unavailable: {
    status: 409,
    message: 'A coupon in your cart can no longer be used. Review your cart and place the order again.',
  },
  // The newsletter coupon works once per payment card (docs/security.md#newsletter-coupon).
  newsletter_coupon_card_used: {
    status: 409,
    message:
      'This card has already paid for an order with a newsletter coupon, and the coupon works once per card. Remove the coupon to pay with this card.',
  },
  newsletter_coupon_needs_card: {
    status: 400,
    message:
      'The newsletter coupon needs a payment card the store can recognise, and this payment method has none. Pay with a card, or remove the coupon.',
  },
  at_capacity: {
    status: 409,
    message: 'The production time you chose just filled up. Choose another and place the order again.',
  },
  order_exists: { status: 409, message: 'This order was already placed.' },
  checkout_busy: { status: 429, message: 'Your order is being placed by another request. Try again in a moment.' },
  part_unavailable: {
    status: 400,
    message: 'A part is no longer in the catalogue. Review your cart and place the order again.',
  },
  // 409 for a stock adjustment; the checkout answers its shortage with 400 (lambdas/core/checkout/README.md).
  insufficient_stock: { status: 409, message: 'There is not enough in stock: stock cannot go below zero.' },
  idempotency_key_reused: { status: 409, message: 'This checkout key belongs to another order.' },
  payment_required: { status: 400, message: 'This order has a balance to pay: choose a card or a purchase order.' },
  nothing_to_invoice: { status: 400, message: 'There is nothing to invoice: choose None needed.' },
  purchase_order_file_missing: { status: 400, message: 'The purchase order document was not found. Upload it again.' },
  card_payment_mismatch: {
    status: 409,
    message: 'The card payment does not match this order. Review your cart and pay again.',
  },
  card_payment_incomplete: {
    status: 409,
    message: 'The card payment was not completed. Check the card details and try again.',
  },
  card_payment_unavailable: { status: 503, message: 'Card payment is unavailable.' },
  webhooks_unavailable: {
    status: 503,
    message:
      'Stripe webhooks are not configured: the store has no webhook signing secret (STRIPE_WEBHOOK_SECRET, or the SSM parameter named by STRIPE_WEBHOOK_SECRET_PARAMETER).',
  },
  invalid_signature: { status: 400, message: 'The Stripe signature does not match this request.' },

  // Orders
  order_version_conflict: {
    status: 409,
    message: 'This order changed while you were looking at it. It was reloaded; make your change again.',
  },
  transition_not_allowed: { status: 409, message: 'The order cannot move to that state.' },
  cancel_busy: {
    status: 429,
    message: 'The stock or bookings of this order are changing right now. Try the cancel again in a moment.',
  },

  // Parts, stock and labels
  not_manual_entry: {
    status: 409,
    message: 'Only manually entered parts can be edited here; catalogue parts come from the supplier’s data.',
  },
  part_changed: { status: 409, message: 'The part changed while you edited it; reload it and try again.' },
  stock_changed: { status: 409, message: 'The stock changed meanwhile; try again.' },
  bin_changed: { status: 409, message: 'The bin changed meanwhile; try again.' },
  insufficient_quantity: { status: 409, message: 'There are not enough in the bin: it cannot go below zero.' },
  invalid_cursor: { status: 400, message: 'The cursor is not one this list gave out.' },
  labels_do_not_match: {
    status: 400,
    message: 'The labels must spell out the part’s value text, one label per character.',
  },
  unknown_parameter: { status: 400, message: 'There is no such parameter.' },
  labels_changed: {
    status: 409,
    message: 'Someone saved other labels for this part meanwhile. Reload it and label it again.',
  },

  // Store settings, marketing, posts, bug reports
  pricing_missing: { status: 500, message: 'The current pricing could not be read.' },
  pricing_version_conflict: {
    status: 409,
    message: 'The pricing changed while you were editing. Reload it and make your change again.',
  },
  shipping_settings_missing: { status: 500, message: 'The shipping settings could not be read.' },
  shipping_settings_conflict: {
    status: 409,
    message: 'The shipping settings changed while you were editing. Reload them and make your change again.',
  },
  shop_setup_incomplete: { status: 409, message: 'The shop cannot open until every item of the setup checklist is confirmed.' },
  shop_setup_changed: {
    status: 409,
    message: 'This setting changed since you loaded the checklist. Review it again, then confirm it.',
  },
  shop_setup_busy: { status: 409, message: 'The shop setup is being changed by someone else right now. Reload it and try again.' },
  coupon_exists: { status: 409, message: 'A coupon with this code already exists.' },
  site_url_unknown: {
    status: 400,
    message: 'The invitation link needs the site address: set SITE_URL or call from the site.',
  },
  too_many_messages: {
    status: 429,
    message: 'You have sent as many messages today as we accept from one address. Please try again tomorrow.',
  },
  slug_taken: { status: 409, message: 'A post with this slug already exists.' },
  screenshot_missing: {
    status: 400,
    message: 'The screenshot did not arrive. Attach it again, or send the report without it.',
  },
  invalid_transition: { status: 400, message: 'The report cannot move to that state.' },
  bug_report_version_conflict: {
    status: 409,
    message: 'Someone moved this report meanwhile. It was reloaded; move it again if you still need to.',
  },
} as const satisfies Record<string, { status: ErrorStatus; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** An HTTP status an error may have: one of the kinds' (contracts/errors.ts). */
export type ErrorStatus = (typeof errorStatus)[keyof typeof errorStatus];

/** Whether `value` (a code read off an answer) is one of the API's error codes. */
export function isKnownErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

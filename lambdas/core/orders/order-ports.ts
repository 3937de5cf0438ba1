import type { Mailer } from '../notifications/mailer.ts';
import type { CardPayments } from '../payments/card-payments.ts';

// The orders' outside systems, declared once (docs/architecture.md#ports): the uploads bucket (a short-lived link to
// the order's purchase-order document), e-mail (SES) and the card processor (Stripe, for a canceled or refunded card
// order). The order records, the stock and the e-mails' wording are called directly. Each handler in
// lambdas/http/orders/ passes the adapters it needs.

/** The uploads bucket as an order reads it: a short-lived link to a stored file (the purchase-order document). */
export type OrderFiles = { presignDownload(key: string, seconds: number): Promise<string> };

/** What staff moving an order's state reach outside: the order's files, e-mail and the card processor. */
export type StaffPorts = OrderFiles & { mailer: Mailer; cardPayments: CardPayments };

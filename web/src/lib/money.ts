// docs/limits.md#money money formatting lives in contracts/money.ts, shared with the quote's explanations.
export { formatCents, formatMoney, formatUnitPrice } from '#contracts/money.ts';

import { formatCents } from '#contracts/money.ts';
import type { QuoteDiff, QuoteLineChange } from '#contracts/schemas/quote-line-diff.ts';
import type { Quote, QuoteLine } from '#contracts/schemas/quote.ts';

// Two quotes line by line (docs/revisions.md#the-price). Lines pair by their
// section and label: fabrication and assembly lines keep their labels, and a
// part line's label names its part, whereas part line ids are positions.

const keyOf = (line: QuoteLine) => `${line.section}\u0000${line.label}`;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const signedCents = (cents: number) => (cents < 0 ? `−${formatCents(-cents)}` : `+${formatCents(cents)}`);
const side = (line: QuoteLine) => ({ quantity: line.quantity, amount_cents: line.amount_cents, arithmetic: line.arithmetic });

function changeOf(before: QuoteLine | undefined, after: QuoteLine | undefined): QuoteLineChange {
  const line = (after ?? before)!;
  const quantityDelta = (after?.quantity ?? 0) - (before?.quantity ?? 0);
  const amountDelta = (after?.amount_cents ?? 0) - (before?.amount_cents ?? 0);
  const change = !before ? 'added' : !after ? 'removed' : quantityDelta === 0 && amountDelta === 0 ? 'same' : 'changed';
  const text =
    change === 'same'
      ? `${line.label}: unchanged`
      : `${line.label}: ${change === 'added' ? 'new, ' : change === 'removed' ? 'gone, ' : ''}${signed(quantityDelta)} → ${signedCents(amountDelta)}`;
  return {
    section: line.section,
    label: line.label,
    change,
    before: before ? side(before) : null,
    after: after ? side(after) : null,
    quantity_delta: quantityDelta,
    amount_delta_cents: amountDelta,
    text,
  };
}

/** Lines in the later quote's order, then the lines only the earlier one had, in its order. */
export function diffQuoteLines(before: Quote | null, after: Quote | null): QuoteDiff {
  const earlier = new Map<string, QuoteLine>();
  for (const line of before?.lines ?? []) if (!earlier.has(keyOf(line))) earlier.set(keyOf(line), line);
  const lines: QuoteLineChange[] = [];
  const seen = new Set<string>();
  for (const line of after?.lines ?? []) {
    const key = keyOf(line);
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(changeOf(earlier.get(key), line));
  }
  for (const [key, line] of earlier) if (!seen.has(key)) lines.push(changeOf(line, undefined));
  const beforeTotal = before?.totals?.total_cents ?? null;
  const afterTotal = after?.totals?.total_cents ?? null;
  return {
    before_total_cents: beforeTotal,
    after_total_cents: afterTotal,
    total_delta_cents: beforeTotal === null || afterTotal === null ? null : afterTotal - beforeTotal,
    lines,
  };
}

import { formatCents, formatUnitPrice } from '#contracts/money.ts';
import type { QuoteLine } from '#contracts/schemas/quote.ts';
import { microsToCents } from './integer-money.ts';

// The words of an explained quote: every line says how its amount was reached
// (formats (docs/limits.md#money): cents with 2 decimals, unit prices with up to 5).

export { formatCents, formatUnitPrice };

const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCount(count: number): string {
  return counts.format(count);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** 8,000 mm² (80.00 cm²). */
export function formatArea(mm2: number): string {
  return `${formatCount(mm2)} mm² (${twoDecimals.format(mm2 / 100)} cm²)`;
}

/** Basis points as a signed percentage: 6000 → "+60%", -1500 → "−15%", 250 → "+2.5%". */
export function formatChangeBp(bp: number): string {
  const percent = (Math.abs(bp) / 100).toString();
  return `${bp < 0 ? '−' : '+'}${percent}%`;
}

/** A share in basis points: 200 → "2%". */
export function formatShareBp(bp: number): string {
  return `${bp / 100}%`;
}

/** "R1, R2, R3" — long lists end in "+n more". */
/** The names the explanations use for a line's elements: its designators, or its element ids. */
export function elementNames(line: { element_ids: readonly string[]; designators?: readonly string[] | undefined }): readonly string[] {
  return line.designators && line.designators.length === line.element_ids.length ? line.designators : line.element_ids;
}

export function formatElements(ids: readonly string[], shown = 5): string {
  const head = ids.slice(0, shown).join(', ');
  return ids.length > shown ? `${head} +${ids.length - shown} more` : head;
}

export type LineSpec = Omit<QuoteLine, 'amount_micros' | 'amount_cents' | 'arithmetic'> & {
  /** How quantity and unit price came about; the line adds "= amount". */
  arithmetic: string;
};

/** A line whose amount is exactly quantity × unit price, rounded once to the cent. */
export function explainedLine(spec: LineSpec): QuoteLine {
  const amountMicros = spec.quantity * spec.unit_price_micros;
  const amountCents = microsToCents(amountMicros);
  return {
    ...spec,
    amount_micros: amountMicros,
    amount_cents: amountCents,
    arithmetic: `${spec.arithmetic} = ${formatCents(amountCents)}`,
  };
}

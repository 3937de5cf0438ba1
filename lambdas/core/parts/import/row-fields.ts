import type { ParameterValue, Part } from '#contracts/parts.ts';

// Shared by the per-format row normalisers: a row becomes a Part or a reason.

export type RowOutcome = { ok: true; part: Part } | { ok: false; reason: string; supplier_code?: string };

export class RowError extends Error {}

export const SUPPLIER_CODE = /^C\d{1,12}$/;

/** A whole non-negative number; `fallback` when empty. Throws RowError otherwise. */
export function wholeNumber(text: string | undefined, field: string, fallback: number): number {
  const t = (text ?? '').trim().replace(/,/g, '');
  if (t === '') return fallback;
  // Some exports write integers as floats (`20.0`).
  if (!/^\d+(?:\.0+)?$/.test(t)) throw new RowError(`invalid ${field} '${t}'`);
  const n = Number(t);
  if (!Number.isSafeInteger(n)) throw new RowError(`invalid ${field} '${t}'`);
  return n;
}

export function supplierCode(text: string | undefined): string {
  const code = (text ?? '').trim().toUpperCase();
  if (code === '') throw new RowError('missing supplier code');
  if (!SUPPLIER_CODE.test(code)) throw new RowError(`invalid supplier code '${code}'`);
  return code;
}

const PRIMARY = ['resistance', 'capacitance', 'inductance'];
const SECONDARY = ['tolerance', 'voltage_rating', 'power', 'temperature_coefficient', 'package'];

/** A BOM-style value text (`100nF ±10% 50V X7R 0402`) for passives, else the MPN. */
export function composeValueText(parameters: Record<string, ParameterValue>, mpn: string): string {
  const primary = PRIMARY.map((id) => parameters[id]?.raw).find((raw) => raw !== undefined);
  if (primary === undefined) return mpn;
  const rest = SECONDARY.map((id) => parameters[id]?.raw).filter((raw): raw is string => raw !== undefined);
  return [primary, ...rest].join(' ');
}

import { decimalValue } from '../decimal-text.ts';

/** An XML element as fast-xml-parser gives it: attributes by name, children by tag. */
export type Attrs = Record<string, string | undefined> & Record<string, unknown>;

/** A numeric attribute; missing or not a number gives the fallback. */
export function n(value: unknown, fallback = 0): number {
  const x = typeof value === 'string' ? decimalValue(value) : Number(value);
  return Number.isFinite(x) ? x : fallback;
}

/** A repeated child, as an array (empty when absent). */
export function list(value: unknown): Attrs[] {
  return Array.isArray(value) ? (value as Attrs[]) : [];
}

/** Eagle rotation strings: "R90", "MR270", "SMR45" (S = spin, M = mirror). */
export function parseRot(rot: string | undefined): { angle: number; mirror: boolean } {
  const m = /^S?(M?)R?(-?[\d.]+)?$/.exec(rot ?? '');
  return { angle: n(m?.[2]), mirror: m?.[1] === 'M' };
}

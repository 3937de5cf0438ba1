// Designator cells as BOMs write them: lists (`C1,C2`, `C1 C2`, `R1, R5`),
// ranges (`R1-R4`, `R1–R4`, `R1 - R4`, `R1:R4`) and, ambiguously, `R1-4`.
// Names may themselves hold dashes and slashes (`USB_HOST3-4`,
// `USB-Serial/JTAG1`, `ACT/SUS1`), so `X3-4` is expanded only when the caller
// says so (when the line's quantity agrees with the expanded count).

/** A range may not expand to more designators than this (a typo like `R1-R1000000`). */
const MAX_RANGE = 1000;

export interface DesignatorOptions {
  /** Expand `R1-4` (no prefix after the dash) as a range. */
  expandShortRanges?: boolean;
  /** Designators known on the board: a token that names one is never expanded. */
  known?: ReadonlySet<string>;
}

const FULL_RANGE = /^([A-Za-z_+.]*[A-Za-z_])(\d+)[-–—:]([A-Za-z_+.]*[A-Za-z_])(\d+)$/;
const SHORT_RANGE = /^([A-Za-z_+.]*[A-Za-z_])(\d+)[-–—](\d+)$/;

function expandRange(prefix: string, from: string, to: string): string[] | undefined {
  const start = Number(from);
  const end = Number(to);
  if (!(end > start) || end - start >= MAX_RANGE) return undefined;
  // Keep zero padding when the bounds have it (`R01-R10`).
  const width = from.length > 1 && from.startsWith('0') ? from.length : 0;
  const out: string[] = [];
  for (let n = start; n <= end; n++) out.push(`${prefix}${String(n).padStart(width, '0')}`);
  return out;
}

function expandToken(token: string, options: DesignatorOptions): string[] {
  if (options.known?.has(token)) return [token];
  const full = FULL_RANGE.exec(token);
  if (full && full[1] === full[3]) return expandRange(full[1]!, full[2]!, full[4]!) ?? [token];
  const short = options.expandShortRanges ? SHORT_RANGE.exec(token) : null;
  if (short) return expandRange(short[1]!, short[2]!, short[3]!) ?? [token];
  return [token];
}

/** The designators a cell names, in order, each once. */
export function expandDesignators(text: string, options: DesignatorOptions = {}): string[] {
  const tidy = text.replace(/\s*([–—]|-(?=\s*[A-Za-z_]*\d))\s*/g, '$1').replace(/\s*:\s*/g, ':');
  const out: string[] = [];
  const seen = new Set<string>();
  for (const token of tidy.split(/[,;\s]+/)) {
    if (token === '') continue;
    for (const designator of expandToken(token, options)) {
      if (!seen.has(designator)) {
        seen.add(designator);
        out.push(designator);
      }
    }
  }
  return out;
}

/** Whether the cell holds a `R1-4` style token that could be a short range. */
export function hasShortRange(text: string): boolean {
  return text.split(/[,;\s]+/).some((token) => SHORT_RANGE.test(token));
}

/** Natural order: `R2` before `R10`, letters first. */
export function compareDesignators(left: string, right: string): number {
  return left.localeCompare(right, 'en', { numeric: true, sensitivity: 'base' });
}

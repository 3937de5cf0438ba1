import type { Finding } from '#contracts/board-report.ts';
import { BoundedWorst } from './bounded-worst.ts';

/** At most this many findings per check id are listed; the rest are counted in a note. */
export const MAX_FINDINGS_PER_CHECK = 50;

/** How one rule's findings are ranked and merged while checking. */
export interface Keeping {
  /** Which measurements are worst: the smallest (a gap, a width) or the largest (an oversize hole). Unset: listed as found. */
  worst?: 'smallest' | 'largest';
  /** One finding per square of this side (mm) on each layer, the worst there: one bad footprint does not fill the list. */
  placeMm?: number;
}

export interface RuleFindings {
  check: string;
  /** The worst, worst first, at most MAX_FINDINGS_PER_CHECK. */
  listed: Finding[];
  /** Every finding of this rule, listed or not (repeats at a listed place too). */
  found: number;
  /** Fewer than the most listed: every place with a finding is listed, so the rest of `found` are repeats at those places. */
  everyPlaceListed: boolean;
  /** The worst measurement (that of the first listed), null for rules listed as found or not measured. */
  worstMeasured: number | null;
}

interface Rule {
  keeping: Keeping;
  kept: BoundedWorst<Finding>;
}

/**
 * The findings of a board's checks, kept while checking: per check id the
 * worst few and a count, so memory does not grow with the number of
 * violations (a million holes each breaking a rule).
 * See docs/board-limits.md#findings-kept-while-checking.
 */
export class KeptFindings {
  private readonly rules = new Map<string, Rule>();

  constructor(private readonly perRule = MAX_FINDINGS_PER_CHECK) {}

  /** `keeping` must be the same for every finding of one check id. */
  add(finding: Finding, keeping: Keeping = {}): void {
    let rule = this.rules.get(finding.check);
    if (!rule) {
      const { placeMm } = keeping;
      const placeOf =
        placeMm === undefined ? undefined : (g: Finding) => `${g.layer}:${Math.floor(g.x / placeMm)}:${Math.floor(g.y / placeMm)}`;
      rule = { keeping, kept: new BoundedWorst<Finding>(this.perRule, placeOf) };
      this.rules.set(finding.check, rule);
    } else if (rule.keeping.worst !== keeping.worst || rule.keeping.placeMm !== keeping.placeMm) {
      throw new Error(`${finding.check}: findings added with different keeping rules`);
    }
    const measured = finding.measured ?? 0;
    rule.kept.offer(finding, keeping.worst === 'smallest' ? measured : keeping.worst === 'largest' ? -measured : 0);
  }

  /** Per check id, in the order each was first found. */
  byRule(): RuleFindings[] {
    return [...this.rules].map(([check, { keeping, kept }]) => {
      const listed = kept.items();
      return {
        check,
        listed,
        found: kept.offered,
        everyPlaceListed: listed.length < this.perRule,
        worstMeasured: keeping.worst ? (listed[0]?.measured ?? null) : null,
      };
    });
  }
}

import { capabilities } from '#contracts/capabilities.ts';
import type { BoardMetrics, Finding } from '#contracts/board-report.ts';
import { EDGE_RAIL_CHECKS } from '#contracts/check-names.ts';
import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import { QuoteInputSchema, type BoardFacts, type Quote, type QuoteInput } from '#contracts/schemas/quote.ts';
import { leadTimeOptions } from './lead-time-options.ts';
import { priceBoard } from './price-board.ts';
import { settledStatus } from './quote-status.ts';
import { cheaperPartSuggestions, largerQuantitySuggestion, slowerLeadTimeSuggestion } from './suggestions.ts';

// The quote of one board: pure, from the input and one pricing version to the
// explained quote that records both versions it used. See README.md here for
// the pricing and the rounding.

export type PricingInUse = { version: number; config: PricingConfig };

/** The board facts a quote needs, from processing's metrics and, for edge rails, its findings. */
export function boardFactsFromMetrics(
  metrics: Pick<BoardMetrics, 'widthMm' | 'heightMm' | 'areaMm2' | 'copperLayers'> &
    Partial<Pick<BoardMetrics, 'minTraceMm' | 'minClearanceMm'>>,
  findings: readonly Pick<Finding, 'check'>[] = [],
): BoardFacts {
  return {
    ...(findings.some((f) => EDGE_RAIL_CHECKS.includes(f.check)) ? { needs_edge_rails: true } : {}),
    width_mm: metrics.widthMm,
    height_mm: metrics.heightMm,
    area_mm2: metrics.areaMm2,
    copper_layers: metrics.copperLayers,
    ...(metrics.minTraceMm === undefined ? {} : { min_trace_mm: metrics.minTraceMm }),
    ...(metrics.minClearanceMm === undefined ? {} : { min_clearance_mm: metrics.minClearanceMm }),
  };
}

export function quoteBoard(raw: QuoteInput, pricing: PricingInUse): Quote {
  const input = QuoteInputSchema.parse(raw);
  const { config } = pricing;
  const priced = priceBoard(input, config);
  const status = settledStatus(
    {
      cannotQuote: priced.cannot.length > 0,
      needsEngineer: priced.custom.length > 0,
      usesConfirmedCustomParts: priced.usesConfirmedCustomParts,
    },
    input.custom_quote_requested,
  );
  const options = leadTimeOptions(input, config, priced.leadTimeId, (leadTimeId) =>
    leadTimeId === priced.leadTimeId
      ? (priced.totals?.total_cents ?? null)
      : (priceBoard({ ...input, lead_time_id: leadTimeId }, config).totals?.total_cents ?? null),
  );
  const suggestions = priced.totals
    ? [
        ...cheaperPartSuggestions(input, config, priced),
        ...slowerLeadTimeSuggestion(options, priced.totals.total_cents),
        ...largerQuantitySuggestion(input, config, priced),
      ]
    : [];
  return {
    status,
    reasons: [...priced.cannot, ...priced.custom],
    quantity: input.quantity,
    lead_time_id: priced.leadTimeId,
    quoted_parts: priced.quotedParts,
    lines: priced.lines,
    totals: priced.totals,
    lead_time_options: options,
    suggestions: suggestions.sort((left, right) =>
      left.saving_basis === right.saving_basis ? right.saving_cents - left.saving_cents : left.saving_basis === 'order' ? -1 : 1,
    ),
    pricing_version: pricing.version,
    capabilities_version: capabilities.version,
    quoted_at: input.now,
    options: input.options,
  };
}

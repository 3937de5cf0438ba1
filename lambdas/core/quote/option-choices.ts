import { boardOptionLimits as limits } from '#contracts/board-option-limits.ts';
import { BOARD_OPTIONS, optionApplies, type BoardOptionKey } from '#contracts/board-options.ts';
import type { BoardOptionGroup } from '#contracts/schemas/board-options.ts';
import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import type { BoardFacts, BoardOptions } from '#contracts/schemas/quote.ts';
import { fabricationLines } from './fabrication-price.ts';
import { sum } from './integer-money.ts';
import type { Finding } from '#contracts/board-report.ts';
import { addedOptionFindings } from './option-findings.ts';
import { choiceProblem } from './option-rules.ts';

// What each board option offers this board: every value the shop makes,
// whether this board can have it (the other options as they are) and what the
// quote's total changes by when it is chosen. Options change fabrication
// only, so that difference is the fabrication total's, lead time included.
// See docs/board-options.md#prices.

type LeadTime = PricingConfig['lead_times'][number];

function fabricationCents(
  board: BoardFacts,
  options: BoardOptions,
  quantity: number,
  leadTime: LeadTime | null,
  config: PricingConfig,
): number | null {
  const lines = fabricationLines(board, options, quantity, leadTime, config);
  return lines ? sum(lines.map((l) => l.amount_cents)) : null;
}

function notApplicableReason(key: BoardOptionKey, layers: number): string {
  return key === 'inner_copper_oz'
    ? `Only boards with ${limits.innerCopperMinLayers} or more copper layers have inner layers; this one has ${layers}.`
    : `A ${layers}-layer board has no vias.`;
}

/** `stored`: the board's located places below the heavier option limits, when it has them (see option-findings.ts). */
export function optionChoices(
  board: BoardFacts,
  options: BoardOptions,
  quantity: number,
  leadTime: LeadTime | null,
  config: PricingConfig,
  stored: readonly Finding[] = [],
): BoardOptionGroup[] {
  const current = fabricationCents(board, options, quantity, leadTime, config);
  return BOARD_OPTIONS.map((definition) => {
    const { key } = definition;
    const applies = optionApplies(key, board.copper_layers);
    const choices = definition.values.map((value) => {
      const selected = options[key] === value;
      const candidate = { ...options, [key]: value } as BoardOptions;
      const reason = applies ? choiceProblem(board, options, key, value) : null;
      const priced = selected ? current : fabricationCents(board, candidate, quantity, leadTime, config);
      return {
        value,
        label: definition.format(value),
        selected,
        allowed: applies && reason === null,
        reason,
        price_change_cents: current === null || priced === null || !applies ? null : priced - current,
        findings: applies && !selected ? addedOptionFindings(stored, options, candidate, board.copper_layers) : [],
      };
    });
    return { key, label: definition.label, applies, reason: applies ? null : notApplicableReason(key, board.copper_layers), choices };
  });
}

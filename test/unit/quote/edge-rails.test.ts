import { describe, expect, it } from 'vitest';
import { capabilities } from '#contracts/capabilities.ts';
import { EDGE_RAILS_CENTS_PER_BOARD, StoredPricingConfigSchema } from '#contracts/schemas/pricing.ts';
import { boardQuoteInput } from '#lambdas/core/quote/board-quote.ts';
import { boardFactsFromMetrics, quoteBoard } from '#lambdas/core/quote/quote-board.ts';
import { assembledBoard } from '../../support/quote-examples.ts';
import { TEST_PRICING, quoteInput, testPricing } from '../../support/quote-factories.ts';

// Edge rails (docs/board-checks.md#part-to-edge): TEST_PRICING charges $0.25 a board.

const metrics = { widthMm: 50, heightMm: 40, areaMm2: 2_000, copperLayers: 2 };

describe('edge rails on the quote', () => {
  it('a part-near-edge finding marks the board as needing rails; other findings do not', () => {
    expect(boardFactsFromMetrics(metrics, [{ check: 'copper-to-edge' }, { check: 'part-near-edge' }]).needs_edge_rails).toBe(true);
    expect(boardFactsFromMetrics(metrics, [{ check: 'copper-to-edge' }])).not.toHaveProperty('needs_edge_rails');
    expect(boardFactsFromMetrics(metrics)).not.toHaveProperty('needs_edge_rails');
    const input = boardQuoteInput(
      { metrics, findings: [{ check: 'part-near-edge' }] },
      { quantity: 5, leadTimeId: null, load: [], assemblyLines: [], now: '2026-11-28T08:00:00Z' },
    );
    expect(input.board.needs_edge_rails).toBe(true);
  });

  it('adds a line per board to an assembled board that needs them', () => {
    const input = assembledBoard();
    const plain = quoteBoard(input, testPricing());
    const railed = quoteBoard({ ...input, board: { ...input.board, needs_edge_rails: true } }, testPricing());
    expect(plain.lines.some((l) => l.id === 'assembly.edge_rails')).toBe(false);
    const line = railed.lines.find((l) => l.id === 'assembly.edge_rails')!;
    expect(line).toMatchObject({
      section: 'Assembly',
      label: `Edge rails (2 × ${capabilities.assembly.edgeRailWidthMm} mm)`,
      quantity: input.quantity,
      amount_cents: 25 * input.quantity,
    });
    expect(line.arithmetic).toContain(
      `Parts within ${capabilities.assembly.minPartToEdgeMm} mm of the edge: ${input.quantity} boards × $0.25`,
    );
    expect(railed.totals!.assembly_cents - plain.totals!.assembly_cents).toBe(25 * input.quantity);
  });

  it('adds nothing to a bare board: no parts are placed', () => {
    const quote = quoteBoard(quoteInput({ board: { ...quoteInput().board, needs_edge_rails: true } }), testPricing());
    expect(quote.lines.some((l) => l.id === 'assembly.edge_rails')).toBe(false);
  });

  it('a pricing version stored before rails were priced reads the default fee', () => {
    const { edge_rails_cents_per_board: _fee, ...oldAssembly } = TEST_PRICING.assembly;
    const parsed = StoredPricingConfigSchema.parse({ ...TEST_PRICING, assembly: oldAssembly });
    expect(parsed.assembly.edge_rails_cents_per_board).toBe(EDGE_RAILS_CENTS_PER_BOARD);
    expect(StoredPricingConfigSchema.parse(TEST_PRICING).assembly.edge_rails_cents_per_board).toBe(25);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '#lambdas/core/pricing/default-pricing.ts';
import { bpToPercentText, centsToDollarsText, microsToDollarsText } from '../../../web/src/lib/decimal-text.ts';
import {
  PRICING_FORM_MESSAGES,
  PricingFormSchema,
  toFormValues,
  type PricingFormValues,
} from '../../../web/src/features/pricing/pricing-form.ts';

// The /internal/pricing form: dollars and percentages in, integers out, and
// every message it can show, each produced by a value someone could type.

const valid = () => toFormValues({ config: DEFAULT_PRICING });

/** The messages the form shows after one change to the default values. */
function messagesAfter(change: (values: PricingFormValues) => void): Record<string, string[]> {
  const values = valid();
  change(values);
  const result = PricingFormSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

const cfg = (v: PricingFormValues) => v.config;

describe('the pricing form values', () => {
  it('shows a saved version as people type it and reads it back to the same integers', () => {
    const values = valid();
    expect(cfg(values).fabrication.layers[1]).toEqual({ layers: 2, setup_cents: '15.00', per_cm2_micros: '0.03' });
    expect(cfg(values).lead_times.map((t) => t.fabrication_change_bp)).toEqual(['-15', '0', '60']);
    expect(PricingFormSchema.parse(values)).toEqual({ note: '', config: DEFAULT_PRICING });
  });

  it('converts dollars and percentages exactly', () => {
    expect([0, 5, 1_250, 10_000_000].map(centsToDollarsText)).toEqual(['0.00', '0.05', '12.50', '100000.00']);
    expect([2_000, 12_345, 30_000, 1_000_000].map(microsToDollarsText)).toEqual(['0.002', '0.012345', '0.03', '1.00']);
    expect([6_000, -1_500, 250, 0].map(bpToPercentText)).toEqual(['60', '-15', '2.5', '0']);
    const values = valid();
    cfg(values).assembly.placements[0]!.per_placement_micros = '0.0017';
    cfg(values).assembly.setup_cents = '19.9';
    cfg(values).lead_times[2]!.fabrication_change_bp = '+12.25';
    const parsed = PricingFormSchema.parse(values).config;
    expect(parsed.assembly.placements[0]!.per_placement_micros).toBe(1_700);
    expect(parsed.assembly.setup_cents).toBe(1_990);
    expect(parsed.lead_times[2]!.fabrication_change_bp).toBe(1_225);
  });
});

describe('every validation message of the pricing form', () => {
  const seen = new Set<string>();
  const expectMessage = (change: (v: PricingFormValues) => void, field: string, message: string) => {
    const messages = messagesAfter(change);
    expect(messages, field).toEqual({ [field]: [message] });
    seen.add(message);
  };

  it('asks for every amount', () => {
    expectMessage((v) => (cfg(v).fabrication.layers[0]!.setup_cents = '  '), 'config.fabrication.layers.0.setup_cents', 'Required');
  });

  it('takes dollars and cents for fees, within $100,000', () => {
    for (const typed of ['12.345', 'abc', '-5', '$12', '1,000']) {
      expectMessage(
        (v) => (cfg(v).assembly.stencil_cents_per_side = typed),
        'config.assembly.stencil_cents_per_side',
        PRICING_FORM_MESSAGES.dollars,
      );
    }
    expectMessage(
      (v) => (cfg(v).fabrication.finish[1]!.order_cents = '100000.01'),
      'config.fabrication.finish.1.order_cents',
      'Must be at most $100,000.00',
    );
  });

  it('takes unit prices to the micro-dollar, within $1,000', () => {
    expectMessage(
      (v) => (cfg(v).fabrication.colour[2]!.per_cm2_micros = '0.0000001'),
      'config.fabrication.colour.2.per_cm2_micros',
      PRICING_FORM_MESSAGES.unitPrice,
    );
    expectMessage(
      (v) => (cfg(v).assembly.placements[2]!.per_placement_micros = '1000.000001'),
      'config.assembly.placements.2.per_placement_micros',
      'Must be at most $1,000.00',
    );
  });

  it('takes a lead time’s change as a signed percentage between −90 % and +300 %', () => {
    expectMessage(
      (v) => (cfg(v).lead_times[0]!.fabrication_change_bp = '60%'),
      'config.lead_times.0.fabrication_change_bp',
      PRICING_FORM_MESSAGES.percentChange,
    );
    expectMessage(
      (v) => (cfg(v).lead_times[0]!.fabrication_change_bp = '-95'),
      'config.lead_times.0.fabrication_change_bp',
      'Must be between -90% and +300%',
    );
    expectMessage(
      (v) => (cfg(v).lead_times[2]!.fabrication_change_bp = '300.01'),
      'config.lead_times.2.fabrication_change_bp',
      'Must be between -90% and +300%',
    );
  });

  it('takes spares as a percentage up to 100 % and a whole minimum up to 10,000', () => {
    expectMessage(
      (v) => (cfg(v).assembly.placements[0]!.attrition_bp = '-1'),
      'config.assembly.placements.0.attrition_bp',
      PRICING_FORM_MESSAGES.percentShare,
    );
    expectMessage(
      (v) => (cfg(v).assembly.placements[0]!.attrition_bp = '100.5'),
      'config.assembly.placements.0.attrition_bp',
      'Must be at most 100%',
    );
    expectMessage(
      (v) => (cfg(v).assembly.placements[1]!.attrition_min_extra = '10001'),
      'config.assembly.placements.1.attrition_min_extra',
      'Must be at most 10,000',
    );
  });

  it('takes business days as a whole number from 1 to 60', () => {
    expectMessage(
      (v) => (cfg(v).lead_times[1]!.business_days = '2.5'),
      'config.lead_times.1.business_days',
      PRICING_FORM_MESSAGES.wholeNumber,
    );
    expectMessage(
      (v) => (cfg(v).lead_times[1]!.business_days = '0'),
      'config.lead_times.1.business_days',
      'Must be between 1 and 60 business days',
    );
    expectMessage(
      (v) => (cfg(v).lead_times[1]!.business_days = '61'),
      'config.lead_times.1.business_days',
      'Must be between 1 and 60 business days',
    );
  });

  it('takes the cut-off as an hour from 0 to 23', () => {
    expectMessage(
      (v) => (cfg(v).shipping.order_cutoff_hour_utc = '24'),
      'config.shipping.order_cutoff_hour_utc',
      'Enter an hour from 0 to 23',
    );
  });

  it('needs a lead-time label of at most 40 characters and a note of at most 200', () => {
    expectMessage((v) => (cfg(v).lead_times[0]!.label = ' '), 'config.lead_times.0.label', 'Required');
    expectMessage((v) => (cfg(v).lead_times[0]!.label = 'x'.repeat(41)), 'config.lead_times.0.label', 'At most 40 characters');
    expectMessage((v) => (v.note = 'x'.repeat(201)), 'note', 'At most 200 characters');
  });

  it('has been shown every message it has', () => {
    expect([...seen].sort()).toEqual(
      [
        ...Object.values(PRICING_FORM_MESSAGES),
        'Must be at most $100,000.00',
        'Must be at most $1,000.00',
        'Must be between -90% and +300%',
        'Must be at most 100%',
        'Must be at most 10,000',
        'Must be between 1 and 60 business days',
        'Enter an hour from 0 to 23',
        'At most 40 characters',
        'At most 200 characters',
      ].sort(),
    );
  });
});

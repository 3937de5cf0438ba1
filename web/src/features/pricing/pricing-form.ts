import * as z from 'zod/mini';
import {
  AttritionBpSchema,
  AttritionMinExtraSchema,
  CutoffHourSchema,
  FeeCentsSchema,
  LeadTimeChangeBpSchema,
  LeadTimeDaysSchema,
  LeadTimeLabelSchema,
  PricingConfigSchema,
  PricingNoteSchema,
  RateMicrosSchema,
  type PricingConfig,
  type PricingVersion,
} from '#contracts/schemas/pricing.ts';
import { PlacementMethodSchema } from '#contracts/schemas/bom.ts';
import {
  bpToPercentText,
  centsToDollarsText,
  dollarsToCents,
  dollarsToMicros,
  microsToDollarsText,
  percentToBp,
} from '#web/lib/decimal-text.ts';

// The /internal/pricing form: people type dollars and percentages, the API
// stores cents, micro-dollars and basis points. Each input is a string read
// exactly (no binary fractions), then piped into the API's own field schema,
// so the limits and their messages are the server's.

export const PRICING_FORM_MESSAGES = {
  required: 'Required',
  dollars: 'Enter dollars and cents, like 12.50',
  unitPrice: 'Enter dollars with up to 6 decimals, like 0.0025',
  percentChange: 'Enter a percentage with up to 2 decimals, like 60 or -15',
  percentShare: 'Enter a percentage with up to 2 decimals, like 2.5',
  wholeNumber: 'Enter a whole number',
} as const;
const M = PRICING_FORM_MESSAGES;

const text = () => z.string().check(z.trim(), z.minLength(1, { error: M.required, abort: true }));
const dollars = z.pipe(z.pipe(text().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/, M.dollars)), z.transform(dollarsToCents)), FeeCentsSchema);
const unitPrice = z.pipe(
  z.pipe(text().check(z.regex(/^\d{1,6}(\.\d{1,6})?$/, M.unitPrice)), z.transform(dollarsToMicros)),
  RateMicrosSchema,
);
const percentChange = z.pipe(
  z.pipe(text().check(z.regex(/^[+-]?\d{1,6}(\.\d{1,2})?$/, M.percentChange)), z.transform(percentToBp)),
  LeadTimeChangeBpSchema,
);
const percentShare = z.pipe(
  z.pipe(text().check(z.regex(/^\d{1,6}(\.\d{1,2})?$/, M.percentShare)), z.transform(percentToBp)),
  AttritionBpSchema,
);
const whole = () => z.pipe(text().check(z.regex(/^\d{1,6}$/, M.wholeNumber)), z.transform(Number));

const surcharge = { order_cents: dollars, per_cm2_micros: unitPrice };

export const PricingFormSchema = z.object({
  note: PricingNoteSchema,
  config: z.pipe(
    z.object({
      fabrication: z.object({
        layers: z.array(z.object({ layers: z.number(), setup_cents: dollars, per_cm2_micros: unitPrice })),
        thickness: z.array(z.object({ thickness_mm: z.number(), ...surcharge })),
        finish: z.array(z.object({ finish: z.string(), ...surcharge })),
        colour: z.array(z.object({ colour: z.string(), ...surcharge })),
        copper_weight: z.array(z.object({ copper_oz: z.number(), ...surcharge })),
        inner_copper_weight: z.array(z.object({ copper_oz: z.number(), ...surcharge })),
        silkscreen_colour: z.array(z.object({ colour: z.string(), ...surcharge })),
        via_treatment: z.array(z.object({ treatment: z.string(), ...surcharge })),
      }),
      lead_times: z.array(
        z.object({
          id: z.string(),
          label: LeadTimeLabelSchema,
          business_days: z.pipe(whole(), LeadTimeDaysSchema),
          fabrication_change_bp: percentChange,
        }),
      ),
      default_lead_time_id: z.string().check(z.minLength(1, M.required)),
      assembly: z.object({
        setup_cents: dollars,
        stencil_cents_per_side: dollars,
        unique_part_cents: dollars,
        extended_part_cents: dollars,
        edge_rails_cents_per_board: dollars,
        placements: z.array(
          z.object({
            method: PlacementMethodSchema,
            per_placement_micros: unitPrice,
            attrition_bp: percentShare,
            attrition_min_extra: z.pipe(whole(), AttritionMinExtraSchema),
          }),
        ),
      }),
      shipping: z.object({ order_cutoff_hour_utc: z.pipe(whole(), CutoffHourSchema) }),
    }),
    PricingConfigSchema,
  ),
});
export type PricingFormValues = z.input<typeof PricingFormSchema>;
export type PricingFormOutput = z.output<typeof PricingFormSchema>;

/** The form's starting values: a saved version's prices as people type them (the note starts empty). */
export function toFormValues(version: Pick<PricingVersion, 'config'>): PricingFormValues {
  const c: PricingConfig = version.config;
  const surchargeText = (row: { order_cents: number; per_cm2_micros: number }) => ({
    order_cents: centsToDollarsText(row.order_cents),
    per_cm2_micros: microsToDollarsText(row.per_cm2_micros),
  });
  return {
    note: '',
    config: {
      fabrication: {
        layers: c.fabrication.layers.map((layer) => ({
          layers: layer.layers,
          setup_cents: centsToDollarsText(layer.setup_cents),
          per_cm2_micros: microsToDollarsText(layer.per_cm2_micros),
        })),
        thickness: c.fabrication.thickness.map((r) => ({ thickness_mm: r.thickness_mm, ...surchargeText(r) })),
        finish: c.fabrication.finish.map((r) => ({ finish: r.finish, ...surchargeText(r) })),
        colour: c.fabrication.colour.map((r) => ({ colour: r.colour, ...surchargeText(r) })),
        copper_weight: c.fabrication.copper_weight.map((r) => ({ copper_oz: r.copper_oz, ...surchargeText(r) })),
        inner_copper_weight: c.fabrication.inner_copper_weight.map((r) => ({ copper_oz: r.copper_oz, ...surchargeText(r) })),
        silkscreen_colour: c.fabrication.silkscreen_colour.map((r) => ({ colour: r.colour, ...surchargeText(r) })),
        via_treatment: c.fabrication.via_treatment.map((r) => ({ treatment: r.treatment, ...surchargeText(r) })),
      },
      lead_times: c.lead_times.map((leadTime) => ({
        id: leadTime.id,
        label: leadTime.label,
        business_days: String(leadTime.business_days),
        fabrication_change_bp: bpToPercentText(leadTime.fabrication_change_bp),
      })),
      default_lead_time_id: c.default_lead_time_id,
      assembly: {
        setup_cents: centsToDollarsText(c.assembly.setup_cents),
        stencil_cents_per_side: centsToDollarsText(c.assembly.stencil_cents_per_side),
        unique_part_cents: centsToDollarsText(c.assembly.unique_part_cents),
        extended_part_cents: centsToDollarsText(c.assembly.extended_part_cents),
        edge_rails_cents_per_board: centsToDollarsText(c.assembly.edge_rails_cents_per_board),
        placements: c.assembly.placements.map((placement) => ({
          method: placement.method,
          per_placement_micros: microsToDollarsText(placement.per_placement_micros),
          attrition_bp: bpToPercentText(placement.attrition_bp),
          attrition_min_extra: String(placement.attrition_min_extra),
        })),
      },
      shipping: { order_cutoff_hour_utc: String(c.shipping.order_cutoff_hour_utc) },
    },
  };
}

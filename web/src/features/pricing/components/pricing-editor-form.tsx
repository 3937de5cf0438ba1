import { zodResolver } from '#web/lib/zod-resolver.ts';
import { get, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import type { PricingVersion } from '#contracts/schemas/pricing.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { canSubmit } from '#web/lib/submit-state.ts';
import { PricingFormSchema, toFormValues, type PricingFormOutput, type PricingFormValues } from '../pricing-form.ts';
import { PriceField, PriceRow, PriceSection, PriceSelect } from './price-field.tsx';
import styles from './pricing-page.module.css';

export type PricingEditorFormProps = {
  /** The version the edit starts from (its number is sent back as base_version). */
  version: PricingVersion;
  busy: boolean;
  error: string;
  onSave: (values: PricingFormOutput) => void;
};

type Path = FieldPath<PricingFormValues>;

/** Every price of the shop, in dollars and percentages; saving makes a new version. */
export function PricingEditorForm({ version, busy, error, onSave }: PricingEditorFormProps) {
  const { register, handleSubmit, formState } = useForm<PricingFormValues, unknown, PricingFormOutput>({
    resolver: zodResolver(PricingFormSchema),
    defaultValues: toFormValues(version),
    mode: 'onTouched',
  });
  const message = (path: Path): string | undefined =>
    (get(formState.errors as FieldErrors, path) as { message?: string } | undefined)?.message;
  const field = (path: Path) => ({ ...register(path), error: message(path) });
  const { config } = version;

  const surcharges = (
    kind: 'thickness' | 'finish' | 'colour' | 'copper_weight' | 'inner_copper_weight' | 'silkscreen_colour' | 'via_treatment',
    title: string,
    name: (i: number) => string,
  ) => (
    <div className={styles.group}>
      <h3>{title}</h3>
      {config.fabrication[kind].map((_, i) => (
        <PriceRow key={name(i)} title={name(i)}>
          <PriceField label="Per order" prefix="$" {...field(`config.fabrication.${kind}.${i}.order_cents`)} />
          <PriceField label="Per cm²" prefix="$" {...field(`config.fabrication.${kind}.${i}.per_cm2_micros`)} />
        </PriceRow>
      ))}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSave)} noValidate aria-label="Prices">
      <PriceSection title="Fabrication" hint="A setup fee per order and a rate per cm² of each board’s outline area, by copper layers.">
        {config.fabrication.layers.map((row, i) => (
          <PriceRow key={row.layers} title={`${row.layers} ${row.layers === 1 ? 'layer' : 'layers'}`}>
            <PriceField label="Setup per order" prefix="$" {...field(`config.fabrication.layers.${i}.setup_cents`)} />
            <PriceField label="Per cm²" prefix="$" {...field(`config.fabrication.layers.${i}.per_cm2_micros`)} />
          </PriceRow>
        ))}
      </PriceSection>

      <PriceSection
        title="Board options"
        hint="Extra for a choice other than the standard one: a fee per order plus a rate per cm² of every board."
      >
        <div className={styles.groups}>
          {surcharges('thickness', 'Thickness', (i) => `${config.fabrication.thickness[i]!.thickness_mm} mm`)}
          {surcharges('colour', 'Solder mask colour', (i) => config.fabrication.colour[i]!.colour)}
          {surcharges('finish', 'Surface finish', (i) => config.fabrication.finish[i]!.finish)}
          {surcharges('copper_weight', 'Copper weight', (i) => `${config.fabrication.copper_weight[i]!.copper_oz} oz`)}
          {surcharges(
            'inner_copper_weight',
            'Inner copper weight (4+ layers)',
            (i) => `${config.fabrication.inner_copper_weight[i]!.copper_oz} oz`,
          )}
          {surcharges('silkscreen_colour', 'Silkscreen colour', (i) => config.fabrication.silkscreen_colour[i]!.colour)}
          {surcharges('via_treatment', 'Via treatment', (i) => config.fabrication.via_treatment[i]!.treatment)}
        </div>
      </PriceSection>

      <PriceSection
        title="Lead times"
        hint="Business days until the boards ship, and the change to the fabrication price (negative for a discount). Orders placed at or after the cut-off hour start production the next business day."
      >
        {config.lead_times.map((tier, i) => (
          <PriceRow key={tier.id} title={tier.label}>
            <PriceField label="Label" inputMode="text" {...field(`config.lead_times.${i}.label`)} />
            <PriceField label="Business days" inputMode="numeric" {...field(`config.lead_times.${i}.business_days`)} />
            <PriceField label="Fabrication change" suffix="%" {...field(`config.lead_times.${i}.fabrication_change_bp`)} />
          </PriceRow>
        ))}
        <PriceRow title="Orders">
          <PriceSelect
            label="Default lead time"
            options={config.lead_times.map((tier) => ({ value: tier.id, label: tier.label }))}
            {...register('config.default_lead_time_id')}
          />
          <PriceField label="Cut-off hour (UTC)" inputMode="numeric" {...field('config.shipping.order_cutoff_hour_utc')} />
        </PriceRow>
      </PriceSection>

      <PriceSection
        title="Assembly"
        hint="Fees per order and per distinct part; each placement by method, with the spare parts bought for it."
      >
        <PriceRow title="Fees">
          <PriceField label="Setup per order" prefix="$" {...field('config.assembly.setup_cents')} />
          <PriceField label="Stencil per side" prefix="$" {...field('config.assembly.stencil_cents_per_side')} />
          <PriceField label="Per distinct part" prefix="$" {...field('config.assembly.unique_part_cents')} />
          <PriceField label="Per extended part" prefix="$" {...field('config.assembly.extended_part_cents')} />
          <PriceField label="Edge rails per board" prefix="$" {...field('config.assembly.edge_rails_cents_per_board')} />
        </PriceRow>
        {config.assembly.placements.map((row, i) => (
          <PriceRow key={row.method} title={row.method}>
            <PriceField label="Per placement" prefix="$" {...field(`config.assembly.placements.${i}.per_placement_micros`)} />
            <PriceField label="Spares" suffix="%" {...field(`config.assembly.placements.${i}.attrition_bp`)} />
            <PriceField label="Spares at least" inputMode="numeric" {...field(`config.assembly.placements.${i}.attrition_min_extra`)} />
          </PriceRow>
        ))}
      </PriceSection>

      <div className={styles.saveBar}>
        <PriceField label="What changed (optional)" inputMode="text" {...field('note')} />
        <ValidationMessage>{error}</ValidationMessage>
        <Button
          type="submit"
          loading={busy}
          disabled={!canSubmit({ isValid: formState.isValid, isDirty: formState.isDirty, loading: busy })}
        >
          Save as version {version.version + 1}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import type { ShippingSettingsState } from '#contracts/schemas/shipping.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { Card } from '#web/components/ui/card/card.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { useShippingSettings } from '../api/get-shipping-settings.ts';
import { useSaveShippingSettings } from '../api/save-shipping-settings.ts';
import { ShopSetupSection } from './shop-setup-section.tsx';
import { PickupLocationsEditor } from './pickup-locations-editor.tsx';
import { ShippingRatesEditor } from './shipping-rates-editor.tsx';
import { StaffCouponsSection } from './staff-coupons-section.tsx';
import { ZonesCapacityEditor } from './zones-capacity-editor.tsx';
import { SaveErrorList } from './save-error-list.tsx';
import styles from './store-config.module.css';

/** /internal/config (Admin): the shop-setup checklist, shipping rates, pickup places, capacity, and coupons. */
export function InternalConfigPage() {
  return (
    <PageLayout title="Configuration" documentTitle="Configuration · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <ShopSetupSection />
      <ShippingSettingsSection />
      <StaffCouponsSection />
    </PageLayout>
  );
}

function ShippingSettingsSection() {
  const current = useShippingSettings();
  if (current.isPending) return <Spinner text="Loading the shipping settings" />;
  if (current.isError) return <ValidationMessage>The shipping settings could not be loaded.</ValidationMessage>;
  // A new version (saved here or elsewhere) starts a fresh draft from it.
  return <ShippingSettingsForm key={current.data.version} state={current.data} />;
}

function ShippingSettingsForm({ state }: { state: ShippingSettingsState }) {
  const [draft, setDraft] = useState(state.settings);
  const [saved, setSaved] = useState('');
  const save = useSaveShippingSettings();
  return (
    <Card className={styles.form}>
      <Section id="shipping" title="Shipping and pickup">
        <p className={styles.muted} data-testid="shipping-version">
          Version {state.version}, saved {new Date(state.saved_at).toLocaleString()} by {state.saved_by}. Carts read the current version;
          each order keeps the version its rate came from.
        </p>
        <h3>Rates</h3>
        <ShippingRatesEditor settings={draft} onChange={setDraft} />
        <ZonesCapacityEditor settings={draft} onChange={setDraft} />
        <h3>Pickup</h3>
        <PickupLocationsEditor settings={draft} onChange={setDraft} />
        <SaveErrorList errors={[save.error]} />
        {saved && <p role="status">{saved}</p>}
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate({ base_version: state.version, settings: draft }, { onSuccess: (s) => setSaved(`Saved as version ${s.version}.`) })
          }
        >
          Save shipping settings
        </Button>
      </Section>
    </Card>
  );
}

import { useState } from 'react';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { usePricing } from '../api/get-pricing.ts';
import { useSavePricing } from '../api/save-pricing.ts';
import { GENERIC_ERROR, pricingErrorMessage } from '../pricing-messages.ts';
import { PricingEditorForm } from './pricing-editor-form.tsx';
import { formatSavedAt, PricingHistory } from './pricing-history.tsx';
import styles from './pricing-page.module.css';

/** /internal/pricing: the shop's prices as versions; every quote uses the current one. Admin only (checked on the server too). */
export function PricingPage() {
  return (
    <PageLayout title="Pricing" documentTitle="Pricing · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <PricingEditor />
    </PageLayout>
  );
}

function PricingEditor() {
  const pricing = usePricing();
  const save = useSavePricing();
  const [saved, setSaved] = useState('');
  if (pricing.isPending) return <Spinner text="Loading prices…" />;
  if (pricing.isError) return <ValidationMessage>{GENERIC_ERROR}</ValidationMessage>;
  const { current, history } = pricing.data;
  return (
    <>
      <p className={styles.current} data-testid="pricing-current">
        <strong>Version {current.version}</strong> is current: saved {formatSavedAt(current.saved_at)} by {current.saved_by}
        {current.note ? ` — ${current.note}` : ''}. New quotes use it and record its number.
      </p>
      {saved && (
        <p role="status" className={styles.notice}>
          {saved}
        </p>
      )}
      <PricingEditorForm
        // A new current version (saved here or elsewhere) starts a fresh form from it.
        key={current.version}
        version={current}
        busy={save.isPending}
        error={save.isError ? pricingErrorMessage(save.error) : ''}
        onSave={({ note, config }) => {
          setSaved('');
          save.mutate(
            { base_version: current.version, note, config },
            { onSuccess: (state) => setSaved(`Saved as version ${state.current.version}.`) },
          );
        }}
      />
      <PricingHistory history={history} />
    </>
  );
}

import { useState, type FormEvent } from 'react';
import type { CompanyDetails, ShopSetupState } from '#contracts/schemas/shop-setup.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { Card } from '#web/components/ui/card/card.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { useSaveCompanyDetails } from '../api/shop-setup.ts';
import { SaveErrorList } from './save-error-list.tsx';
import styles from './store-config.module.css';

/**
 * The company customers are told runs the shop; saving does not confirm it (docs/operating.md#set-up-the-shop-before-launch).
 * Its parent remounts it when the stored details change, so a draft always starts from what is stored.
 */
export function CompanyDetailsForm({ state }: { state: ShopSetupState }) {
  const [draft, setDraft] = useState<CompanyDetails>(state.company);
  const save = useSaveCompanyDetails();
  const baseFingerprint = state.items.find((entry) => entry.item === 'company')?.fingerprint ?? '';
  const field = (name: keyof CompanyDetails) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A save answers the checklist with the new details: the page then shows them, to confirm there.
    save.mutate({ base_fingerprint: baseFingerprint, company: draft });
  };
  return (
    <Card className={styles.form}>
      <Section id="company" title="Company details" description="Named to customers, e.g. while the shop is not yet open.">
        <form className={styles.stack} onSubmit={submit} aria-label="Company details">
          <label className={styles.stacked}>
            <span>Company name</span>
            <input {...field('name')} autoComplete="organization" />
          </label>
          <label className={styles.stacked}>
            <span>Contact e-mail</span>
            <input {...field('contact_email')} type="email" autoComplete="email" />
          </label>
          <label className={styles.stacked}>
            <span>Postal address</span>
            <textarea {...field('postal_address')} rows={2} autoComplete="street-address" />
          </label>
          <SaveErrorList errors={[save.error]} />
          <Button type="submit" loading={save.isPending}>
            Save company details
          </Button>
        </form>
      </Section>
    </Card>
  );
}

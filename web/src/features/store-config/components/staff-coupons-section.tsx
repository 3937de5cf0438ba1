import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button/button.tsx';
import { Card } from '#web/components/ui/card/card.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { formatCents } from '#web/lib/money.ts';
import { useCreateCoupon } from '../api/create-coupon.ts';
import { useStaffCoupons } from '../api/list-staff-coupons.ts';
import { CentsInput } from './cents-input.tsx';
import { SaveErrorList } from './save-error-list.tsx';
import styles from './store-config.module.css';

/** Coupons staff make for any customer; each customer uses one once. */
export function StaffCouponsSection() {
  const coupons = useStaffCoupons();
  const create = useCreateCoupon();
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [minimum, setMinimum] = useState<number | null>(0);
  const [firstOrderOnly, setFirstOrderOnly] = useState(false);
  const [maxUses, setMaxUses] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [formKey, setFormKey] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        code,
        amount_off_cents: amount ?? Number.NaN,
        minimum_order_cents: minimum ?? Number.NaN,
        first_order_only: firstOrderOnly,
        max_uses: maxUses.trim() ? Number(maxUses) : null,
        expires_on: expiresOn || null,
      },
      {
        onSuccess: () => {
          setCode('');
          setMaxUses('');
          setExpiresOn('');
          setFormKey((k) => k + 1);
        },
      },
    );
  };
  return (
    <Card className={styles.form}>
      <Section id="coupons" title="Coupons">
        <form key={formKey} className={styles.couponForm} onSubmit={submit} aria-label="New coupon">
          <label className={styles.stacked}>
            <span>Code</span>
            <input value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} placeholder="SPRING25" />
          </label>
          <label className={styles.stacked}>
            <span>Amount off $</span>
            <CentsInput label="Amount off" cents={amount} onCents={setAmount} />
          </label>
          <label className={styles.stacked}>
            <span>Boards over $</span>
            <CentsInput label="Minimum order" cents={minimum} onCents={setMinimum} />
          </label>
          <label className={styles.stacked}>
            <span>Uses in all</span>
            <input inputMode="numeric" value={maxUses} onChange={(e) => setMaxUses(e.target.value)} placeholder="No limit" />
          </label>
          <label className={styles.stacked}>
            <span>Last day</span>
            <input type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={firstOrderOnly} onChange={(e) => setFirstOrderOnly(e.target.checked)} /> First orders only
          </label>
          <Button type="submit" loading={create.isPending} disabled={!code.trim()}>
            Create coupon
          </Button>
        </form>
        <SaveErrorList errors={[create.error]} />
        {coupons.isPending && <Spinner text="Loading coupons" />}
        {coupons.data && coupons.data.length === 0 && (
          <p className={styles.muted}>No staff coupons yet. Newsletter coupons are made for each new subscriber.</p>
        )}
        {coupons.data && coupons.data.length > 0 && (
          <DataTable
            caption="Staff coupons"
            columns={[
              { key: 'code', header: 'Code', numeric: true, cell: (c) => c.code },
              { key: 'off', header: 'Off', cell: (c) => `${formatCents(c.amount_off_cents)}${c.first_order_only ? ' (first order)' : ''}` },
              { key: 'minimum', header: 'Boards over', cell: (c) => formatCents(c.minimum_order_cents) },
              { key: 'used', header: 'Used', cell: (c) => `${c.uses}${c.max_uses !== null ? ` of ${c.max_uses}` : ''}` },
              { key: 'expires', header: 'Last day', cell: (c) => c.expires_on ?? '—' },
              { key: 'by', header: 'Made by', cell: (c) => c.created_by },
            ]}
            rows={coupons.data}
            rowKey={(c) => c.code}
          />
        )}
      </Section>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShopSetupItem, ShopSetupItemState, ShopSetupState } from '#contracts/schemas/shop-setup.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { Card } from '#web/components/ui/card/card.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { StatusPill, type StatusTone } from '#web/components/ui/status-pill/status-pill.tsx';
import { DataTable, type Column } from '#web/components/ui/table/data-table.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { useConfirmShopSetupItem, useOpenShop, useShopSetup } from '../api/shop-setup.ts';
import { CompanyDetailsForm } from './company-details-form.tsx';
import { SaveErrorList } from './save-error-list.tsx';
import styles from './store-config.module.css';

// The shop-setup checklist and "Open the shop" (docs/operating.md#set-up-the-shop-before-launch).

/** Where each item is reviewed: another page, a section of this one, or the deployment's settings. */
const REVIEW: Record<ShopSetupItem, ReactNode> = {
  capabilities: <Link to={paths.capabilities.getHref()}>The capabilities page</Link>,
  pricing: <Link to={paths.internal.pricing.getHref()}>Pricing</Link>,
  shipping_rates: <a href="#shipping">Shipping and pickup, below</a>,
  pickup_places: <a href="#shipping">Shipping and pickup, below</a>,
  company: <a href="#company">Company details, below</a>,
  email_sender: <span>Set at deploy time (emailFrom)</span>,
};

const STATE: Record<ShopSetupItemState['state'], { label: string; tone: StatusTone }> = {
  default: { label: 'Not confirmed', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  changed: { label: 'Changed since confirmed', tone: 'danger' },
};

export function ShopSetupSection() {
  const setup = useShopSetup();
  if (setup.isPending) return <Spinner text="Loading the shop setup" />;
  if (setup.isError) return <ValidationMessage>The shop setup could not be loaded.</ValidationMessage>;
  return (
    <>
      <ShopSetupChecklist state={setup.data} />
      <CompanyDetailsForm key={companyItem(setup.data).fingerprint} state={setup.data} />
    </>
  );
}

const companyItem = (state: ShopSetupState) => state.items.find((entry) => entry.item === 'company') ?? state.items[0]!;

function ShopSetupChecklist({ state }: { state: ShopSetupState }) {
  const confirm = useConfirmShopSetupItem();
  const open = useOpenShop();
  const columns: Column<ShopSetupItemState>[] = [
    { key: 'item', header: 'Item', rowHeader: true, cell: (row) => <ItemCell row={row} /> },
    { key: 'state', header: 'State', testId: 'shop-setup-state', cell: (row) => <StateCell row={row} /> },
    { key: 'review', header: 'Review', cell: (row) => REVIEW[row.item] },
    {
      key: 'confirm',
      header: 'Confirm',
      cell: (row) =>
        row.state === 'confirmed' ? (
          <span className={styles.muted}>Nothing to do</span>
        ) : (
          <Button
            variant="secondary"
            loading={confirm.isPending && confirm.variables.item === row.item}
            onClick={() => confirm.mutate({ item: row.item, fingerprint: row.fingerprint })}
            aria-label={`Confirm ${row.title}`}
          >
            Confirm
          </Button>
        ),
    },
  ];
  return (
    <Card className={styles.form}>
      <Section
        id="shop-setup"
        title="Shop setup"
        description={
          state.open
            ? `The shop is open: it has taken orders since ${new Date(state.opened_at ?? '').toLocaleString()} (opened by ${state.opened_by}).`
            : 'The shop takes no orders until it is opened. Review each item, confirm it, then open the shop.'
        }
      >
        <DataTable
          columns={columns}
          rows={state.items}
          rowKey={(row) => row.item}
          caption="Shop setup checklist"
          rowTestId="shop-setup-item"
        />
        <SaveErrorList errors={[confirm.error, open.error]} />
        {!state.open && (
          <Button loading={open.isPending} onClick={() => open.mutate(undefined)}>
            Open the shop
          </Button>
        )}
      </Section>
    </Card>
  );
}

function ItemCell({ row }: { row: ShopSetupItemState }) {
  return (
    <div className={styles.stacked}>
      <strong>{row.title}</strong>
      <span className={styles.muted}>
        {row.summary}
        {row.built_in ? ' (built-in default)' : ''}
      </span>
    </div>
  );
}

function StateCell({ row }: { row: ShopSetupItemState }) {
  const { label, tone } = STATE[row.state];
  return (
    <div className={styles.stacked}>
      <StatusPill tone={tone}>{label}</StatusPill>
      {row.confirmed_by && (
        <span className={styles.muted}>
          {row.state === 'changed' ? 'Last confirmed' : 'By'} {row.confirmed_by}, {new Date(row.confirmed_at ?? '').toLocaleString()}
        </span>
      )}
    </div>
  );
}

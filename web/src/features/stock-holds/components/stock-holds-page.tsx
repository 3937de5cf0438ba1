import { useState } from 'react';
import type { StockHold } from '#contracts/schemas/stock-holds.ts';
import { CART_HOLD_LIMITS } from '#contracts/stock-hold-limits.ts';
import { formatCents } from '#contracts/money.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialogs/confirm-dialog.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useStockHolds } from '../api/list-stock-holds.ts';
import { useReleaseStockHold } from '../api/release-stock-hold.ts';
import { stockHoldColumns } from './stock-hold-columns.tsx';

function errorText(error: unknown): string {
  if (!error) return '';
  if (error instanceof ApiError) return error.body?.message ?? 'Sorry something went wrong! Please try again later.';
  return 'Sorry something went wrong! Please try again later.';
}

/** /internal/stock-holds (Admin): who holds which catalogue parts, and releasing a cart's hold. See docs/checkout.md#staff-view-of-holds. */
export function StockHoldsPage() {
  const list = useStockHolds();
  const release = useReleaseStockHold();
  const [pending, setPending] = useState<StockHold | null>(null);
  const holds = list.data?.pages.flatMap((page) => page.holds) ?? [];

  const confirm = () => {
    if (pending) release.mutate(pending.order_id);
    setPending(null);
  };

  return (
    <PageLayout title="Stock holds" documentTitle="Stock holds · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <Section
        title="Who holds what"
        id="stock-holds"
        description={`Parts set aside for carts and for checkouts under way, the hold that ends first on top. A cart keeps held at most ${formatCents(CART_HOLD_LIMITS.maxValueCents)} and ${CART_HOLD_LIMITS.maxUnits.toLocaleString()} units; releasing gives its parts back to stock now.`}
      >
        {release.data && (
          <p role="status">
            Released {release.data.parts_released.toLocaleString()} {release.data.parts_released === 1 ? 'part' : 'parts'} of order{' '}
            {release.data.order_id}.
          </p>
        )}
        <ValidationMessage>{errorText(release.error)}</ValidationMessage>
        {list.isPending && <Spinner text="Loading the holds" />}
        {list.isError && <ValidationMessage>The holds could not be loaded.</ValidationMessage>}
        {list.data && (
          <DataTable
            columns={stockHoldColumns(setPending)}
            rows={holds}
            rowKey={(hold) => hold.order_id}
            caption="Stock holds, the one that ends first on top"
            rowTestId="stock-hold-row"
            empty="Nothing is held right now."
          />
        )}
        {list.hasNextPage && (
          <p>
            <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              More holds
            </Button>
          </p>
        )}
      </Section>
      <ConfirmDialog
        open={pending !== null}
        title="Release this hold?"
        confirmText="Release"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <p>
          The parts held for {pending?.email || pending?.user_id} go back to stock now, each movement naming you. The customer&apos;s next
          change of the cart holds again, within the limits.
        </p>
      </ConfirmDialog>
    </PageLayout>
  );
}

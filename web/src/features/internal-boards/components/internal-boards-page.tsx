import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CustomPart, CustomQuoteRequest, StaffBoard } from '#contracts/schemas/board-quote.ts';
import { BOARD_PROCESSING_STATES, type BoardProcessing } from '#contracts/schemas/boards.ts';
import { usdToMicros } from '#contracts/money.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Button } from '#web/components/ui/button/button.tsx';
import { Card } from '#web/components/ui/card/card.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { StatusPill } from '#web/components/ui/status-pill/status-pill.tsx';
import { DataTable, type Column } from '#web/components/ui/table/data-table.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { formatUnitPrice } from '#web/lib/money.ts';
import { BOM_STATE_LABELS } from '#web/lib/bom-labels.ts';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import { useConfirmCustomPart } from '../api/confirm-custom-part.ts';
import { useCustomQuoteRequests } from '../api/list-custom-quote-requests.ts';
import { useStaffBoards } from '../api/list-staff-boards.ts';
import styles from './internal-boards.module.css';

/** /internal/boards (Engineer): custom-quote requests to price, and every customer's boards by state. */
export function InternalBoardsPage() {
  return (
    <PageLayout title="Boards" documentTitle="Boards · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <CustomQuotes />
      <AllBoards />
    </PageLayout>
  );
}

function CustomQuotes() {
  const requests = useCustomQuoteRequests();
  return (
    <Section
      id="custom-quotes"
      title="Custom quotes"
      description="Customers asked us to price parts entered by hand. Confirm each part’s unit price and the stock we can get; the customer is e-mailed when every part is confirmed."
    >
      {requests.isPending && <Spinner text="Loading requests" />}
      {requests.isError && <ValidationMessage>The requests could not be loaded.</ValidationMessage>}
      {requests.data?.requests.length === 0 && <p className={styles.muted}>No requests yet.</p>}
      <div className={styles.requests}>
        {requests.data?.requests.map((request) => (
          <CustomQuoteCard key={request.board_id} request={request} />
        ))}
      </div>
    </Section>
  );
}

function CustomQuoteCard({ request }: { request: CustomQuoteRequest }) {
  return (
    <Card
      as="article"
      testId="custom-quote-request"
      title={<Link to={paths.reviewBoard.getHref(request.board_id)}>{request.file_name}</Link>}
      actions={<StatusPill tone={request.status === 'Received custom quote' ? 'success' : 'warning'}>{request.status}</StatusPill>}
    >
      <p className={styles.muted}>
        {request.customer_email} · {request.quantity} {request.quantity === 1 ? 'board' : 'boards'} · asked{' '}
        {new Date(request.requested_at).toLocaleString()}
      </p>
      <ul className={styles.parts}>
        {request.custom_parts.map((customPart) => (
          <CustomPartForm key={customPart.part_id} boardId={request.board_id} version={request.version} part={customPart} />
        ))}
      </ul>
    </Card>
  );
}

function CustomPartForm({ boardId, version, part }: { boardId: string; version: number; part: CustomPart }) {
  const confirm = useConfirmCustomPart(boardId);
  const [price, setPrice] = useState(part.confirmed ? String(part.confirmed.unit_price_micros / 1_000_000) : '');
  const [stock, setStock] = useState(part.confirmed ? String(part.confirmed.stock) : String(part.needed_quantity));
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const micros = usdToMicros(price);
    const units = Number(stock);
    if (micros === undefined) return setProblem('Enter the unit price in dollars, e.g. 2.50');
    if (!Number.isInteger(units) || units < 0) return setProblem('Enter the stock as a whole number');
    setProblem('');
    confirm.mutate({ partId: part.part_id, body: { version, unit_price_micros: micros, stock: units } });
  };
  const error =
    problem ||
    (confirm.error instanceof ApiError
      ? (confirm.error.body?.message ?? 'Sorry something went wrong! Please try again later.')
      : confirm.error
        ? 'A network error has occurred.'
        : '');
  const label = `${part.name} (${part.designators.join(', ')})`;
  return (
    <li className={styles.part}>
      <div>
        <strong>{part.name}</strong> <span className={styles.muted}>{part.description}</span>
        <div className={styles.muted}>
          {part.designators.join(', ')} · {part.needed_quantity} needed
          {part.confirmed && (
            <>
              {' '}
              · confirmed {formatUnitPrice(part.confirmed.unit_price_micros)} each, {part.confirmed.stock} available, by{' '}
              {part.confirmed.confirmed_by}
            </>
          )}
        </div>
      </div>
      <form className={styles.confirmForm} onSubmit={submit} noValidate>
        <label>
          <span>Unit price (USD)</span>
          <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} aria-label={`Unit price of ${label}`} />
        </label>
        <label>
          <span>Stock we can get</span>
          <input inputMode="numeric" value={stock} onChange={(e) => setStock(e.target.value)} aria-label={`Stock of ${label}`} />
        </label>
        <Button type="submit" variant={part.confirmed ? 'secondary' : 'primary'} loading={confirm.isPending}>
          {part.confirmed ? 'Update' : 'Confirm'}
        </Button>
      </form>
      <ValidationMessage>{error}</ValidationMessage>
    </li>
  );
}

const boardColumns: ReadonlyArray<Column<StaffBoard>> = [
  {
    key: 'board',
    header: 'Board',
    cell: (board) => (
      <>
        <Link to={paths.reviewBoard.getHref(board.board_id)}>{board.file_name}</Link>{' '}
        <span className={styles.muted}>{board.cad_source}</span>
      </>
    ),
  },
  { key: 'processing', header: 'Processing', cell: (b) => b.processing },
  { key: 'lifecycle', header: 'Lifecycle', cell: (b) => b.lifecycle },
  { key: 'bom', header: 'BOM', cell: (b) => BOM_STATE_LABELS[b.bom_state] },
  { key: 'quantity', header: 'Quantity', cell: (b) => b.quantity, numeric: true, align: 'end' },
  { key: 'uploaded', header: 'Uploaded', cell: (b) => new Date(b.created_at).toLocaleString() },
];

function AllBoards() {
  const [processing, setProcessing] = useState<BoardProcessing | ''>('');
  const boards = useStaffBoards(processing);
  const filter = (
    <label className={styles.filter}>
      <span>Processing</span>
      <select value={processing} onChange={(e) => setProcessing(e.target.value as BoardProcessing | '')}>
        <option value="">Every state</option>
        {BOARD_PROCESSING_STATES.map((state) => (
          <option key={state}>{state}</option>
        ))}
      </select>
    </label>
  );
  return (
    <Section id="all-boards" title="Every board" actions={filter}>
      {boards.isPending && <Spinner text="Loading boards" />}
      {boards.isError && <ValidationMessage>The boards could not be loaded.</ValidationMessage>}
      {boards.data && (
        <DataTable
          caption="Every board, newest first"
          columns={boardColumns}
          rows={boards.data.boards}
          rowKey={(b) => b.board_id}
          rowTestId="staff-board-row"
          empty={`No boards${processing ? ` in "${processing}"` : ''}.`}
        />
      )}
    </Section>
  );
}

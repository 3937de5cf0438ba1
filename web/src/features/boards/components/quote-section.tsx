import { useContext, useEffect, useState } from 'react';
import type { BoardQuoteView, CustomPart } from '#contracts/schemas/board-quote.ts';
import { QUOTE_SECTIONS, type Quote, type QuoteLine } from '#contracts/schemas/quote.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { claimGuestBoards, trackGuestEvent } from '#web/lib/auth/guest-session.ts';
import { SignInScreen } from '#web/lib/auth/sign-in-screen.ts';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import { formatCents, formatUnitPrice } from '#web/lib/money.ts';
import { shippingOptionText } from '#web/lib/shipping-text.ts';
import { useBoardQuote } from '../api/get-board-quote.ts';
import { useRequestCustomQuote } from '../api/request-custom-quote.ts';
import { BoardOptionsSection } from './board-options-section.tsx';
import styles from './quote.module.css';
import part from './review-part.module.css';
import { QUOTE_STATUS_TONE } from '../review-part-tone.ts';
import { Fieldset } from '#web/components/ui/fieldset/fieldset.tsx';

// The review page's "Quote": the board priced now at its quantity, every
// line's arithmetic, the lead times with their ship dates and totals, what
// would make it cheaper, and the custom quote for parts the shop must price.

type Props = { boardId: string; assemblyVersion: number; ordered?: boolean };

const GENERIC = 'Sorry something went wrong! Please try again later.';

export function QuoteSection({ boardId, assemblyVersion, ordered = false }: Props) {
  const [leadTimeId, setLeadTimeId] = useState<string | null>(null);
  const query = useBoardQuote(boardId, assemblyVersion, leadTimeId);
  const view = query.data;
  const quote = view?.quote ?? null;
  const { loading, signedIn } = useAuth();
  const guestSeesQuote = quote !== null && !loading && !signedIn;
  // docs/analytics.md#the-guest-funnel: once per board shown, not on every re-price.
  useEffect(() => {
    if (guestSeesQuote) trackGuestEvent('Guest saw quote', { board_id: boardId });
  }, [guestSeesQuote, boardId]);

  return (
    <>
      {/* The options' price differences are at the quote's quantity and lead time, so they share its answer. */}
      {view?.board_options && <BoardOptionsSection boardId={boardId} view={view.board_options} ordered={ordered} />}
      <section className={part.part} aria-labelledby="quote-heading">
        <header className={part.header}>
          <h2 id="quote-heading">Quote</h2>
          {quote && (
            <span className={part.state} data-tone={QUOTE_STATUS_TONE[quote.status]} data-testid="quote-status">
              {quote.status}
            </span>
          )}
          {view && (
            <span className={styles.muted}>
              for {view.quantity} {view.quantity === 1 ? 'board' : 'boards'} (set under Bill of materials)
            </span>
          )}
        </header>
        {query.isPending && <Spinner text="Pricing your board" />}
        {query.isError && !view && (
          <p className={styles.error} role="alert">
            {query.error instanceof ApiError ? (query.error.body?.message ?? GENERIC) : 'A network error has occurred.'}
          </p>
        )}
        {view && !quote && <p className={styles.muted}>The quote appears once the board is processed.</p>}
        {view && quote && <QuoteBody view={view} quote={quote} boardId={boardId} chosenLeadTime={leadTimeId} onLeadTime={setLeadTimeId} />}
      </section>
    </>
  );
}

type BodyProps = { view: BoardQuoteView; quote: Quote; boardId: string; chosenLeadTime: string | null; onLeadTime: (id: string) => void };

function QuoteBody({ view, quote, boardId, chosenLeadTime, onLeadTime }: BodyProps) {
  return (
    <>
      {quote.status === 'Refreshing quote' && <Spinner text="Refreshing the quote while the bill of materials is checked" />}
      {quote.reasons.length > 0 && (
        <ul className={styles.reasons} aria-label="Why the quote is not instant">
          {quote.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {view.custom_parts.length > 0 && <CustomQuote view={view} quote={quote} boardId={boardId} />}
      <div className={styles.columns}>
        <div>
          <QuoteLines lines={quote.lines} />
          {quote.totals && (
            <dl className={styles.totals} data-testid="quote-totals">
              <dt>Fabrication</dt>
              <dd>{formatCents(quote.totals.fabrication_cents)}</dd>
              <dt>Assembly</dt>
              <dd>{formatCents(quote.totals.assembly_cents)}</dd>
              <dt>Parts</dt>
              <dd>{formatCents(quote.totals.parts_cents)}</dd>
              <dt className={styles.total}>Total</dt>
              <dd className={styles.total} data-testid="quote-total">
                {formatCents(quote.totals.total_cents)}
              </dd>
              <dt>Per board</dt>
              <dd>{formatCents(quote.totals.per_board_cents)}</dd>
            </dl>
          )}
        </div>
        <div className={styles.side}>
          <Fieldset legend="Lead time" className={styles.leadTimes}>
            {quote.lead_time_options.map((leadTimeOption) => (
              <label key={leadTimeOption.lead_time_id} data-unavailable={leadTimeOption.at_capacity || undefined}>
                <input
                  type="radio"
                  name="quote-lead-time"
                  checked={chosenLeadTime ? leadTimeOption.lead_time_id === chosenLeadTime : leadTimeOption.selected}
                  disabled={leadTimeOption.at_capacity}
                  onChange={() => onLeadTime(leadTimeOption.lead_time_id)}
                />
                <span>
                  <strong>{leadTimeOption.label}</strong> · {shippingOptionText(leadTimeOption)}
                </span>
                <span className={styles.amount}>{leadTimeOption.total_cents === null ? '—' : formatCents(leadTimeOption.total_cents)}</span>
              </label>
            ))}
          </Fieldset>
          {quote.suggestions.length > 0 && (
            <div className={styles.suggestions}>
              <h3>Ways to pay less</h3>
              <ul>
                {quote.suggestions.map((suggestion) => (
                  <li key={`${suggestion.kind}-${suggestion.part_id ?? suggestion.lead_time_id ?? suggestion.quantity}`}>
                    {suggestion.text}{' '}
                    <strong className={styles.saving}>
                      −{formatCents(suggestion.saving_cents)}
                      {suggestion.saving_basis === 'per_board' ? ' per board' : ''}
                    </strong>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      <p className={styles.muted}>
        Priced {new Date(quote.quoted_at).toLocaleString()} with pricing version {quote.pricing_version} and rule set{' '}
        {quote.capabilities_version}. The order keeps these prices: nothing is added after you pay.
      </p>
    </>
  );
}

function QuoteLines({ lines }: { lines: QuoteLine[] }) {
  // Grouped in the quote's own section order, whatever order the lines came in.
  const ordered = [...lines].sort((a, b) => QUOTE_SECTIONS.indexOf(a.section) - QUOTE_SECTIONS.indexOf(b.section));
  return (
    <DataTable<QuoteLine>
      caption="Quote lines"
      // Three columns fit a phone; a card per line would make the quote three times as long.
      cards={false}
      columns={[
        { key: 'line', header: 'Line', cell: (l) => l.label },
        {
          key: 'arithmetic',
          header: 'Quantity × unit price',
          cell: (line) => (
            <span className={styles.arithmetic}>
              {line.quantity} × {formatUnitPrice(line.unit_price_micros)}
              <span>{line.arithmetic}</span>
            </span>
          ),
        },
        { key: 'amount', header: 'Amount', align: 'end', numeric: true, cell: (l) => formatCents(l.amount_cents) },
      ]}
      rows={ordered}
      rowKey={(l) => l.id}
      groupBy={(l) => l.section}
    />
  );
}

function CustomQuote({ view, quote, boardId }: { view: BoardQuoteView; quote: Quote; boardId: string }) {
  const request = useRequestCustomQuote(boardId);
  return (
    <div className={styles.custom} data-testid="custom-quote">
      <h3>Custom parts</h3>
      <p className={styles.muted}>Our engineers confirm the price and stock of parts entered by hand before they can be ordered.</p>
      <ul>
        {view.custom_parts.map((customPart) => (
          <CustomPartItem key={customPart.part_id} part={customPart} />
        ))}
      </ul>
      {quote.status === 'Requires custom quote' && !view.custom_quote && <AskForCustomQuote request={request} />}
      {view.custom_quote && quote.status === 'Awaiting custom quote' && (
        <p role="status">
          We received your request on {new Date(view.custom_quote.requested_at).toLocaleString()}. We will e-mail you when the prices are
          confirmed.
        </p>
      )}
      {request.isError && (
        <p className={styles.error} role="alert">
          {request.error instanceof ApiError ? (request.error.body?.message ?? GENERIC) : 'A network error has occurred.'}
        </p>
      )}
    </div>
  );
}

/**
 * The request needs an account to e-mail the prices to: a guest signs up or logs in here first, and the board moves to
 * the new account on sign-in (docs/access.md#the-guest-in-the-web-app) before the button asks.
 */
function AskForCustomQuote({ request }: { request: ReturnType<typeof useRequestCustomQuote> }) {
  const { loading, signedIn } = useAuth();
  const signInScreen = useContext(SignInScreen);
  const [signingIn, setSigningIn] = useState(false);
  // Signed in from this prompt: the board is the guest's until the claim the sign-in started has moved it.
  const ask = () =>
    signingIn
      ? claimGuestBoards().then(
          () => request.mutate(),
          () => request.mutate(),
        )
      : request.mutate();
  if (signedIn || loading) {
    return (
      <Button onClick={() => void ask()} loading={request.isPending || loading}>
        Ask for a custom quote
      </Button>
    );
  }
  if (!signingIn) return <Button onClick={() => setSigningIn(true)}>Ask for a custom quote</Button>;
  return (
    <div data-testid="custom-quote-sign-in">
      <p>Create an account or log in so that we can e-mail you the confirmed prices; this board moves to your account.</p>
      {signInScreen?.({ allowPasskey: true })}
    </div>
  );
}

function CustomPartItem({ part }: { part: CustomPart }) {
  return (
    <li>
      <strong>{part.name}</strong> {part.description && <span className={styles.muted}>{part.description}</span>} ·{' '}
      {part.designators.join(', ')} · {part.needed_quantity} needed ·{' '}
      {part.confirmed ? (
        <span className={styles.confirmed}>
          confirmed at {formatUnitPrice(part.confirmed.unit_price_micros)} each, {part.confirmed.stock} available
        </span>
      ) : (
        <span className={styles.waiting}>waiting for an engineer</span>
      )}
    </li>
  );
}

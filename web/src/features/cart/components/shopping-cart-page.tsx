import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { paths } from '#web/config/paths.ts';
import { RequireSignIn } from '#web/lib/auth/require-sign-in.tsx';
import { isNotFound, useCart, useCartOwner } from '../api/get-cart.ts';
import { quantityErrorText, useSetBoardQuantity, type QuantityChange } from '../api/set-board-quantity.ts';
import { CART_UPDATE_FAILED, useUpdateCart, type CartChange } from '../api/update-cart.ts';
import { CartItems } from './cart-items.tsx';
import { CartHolds } from './cart-holds.tsx';
import { CartStatus } from './cart-status.tsx';
import { CartTotals } from './cart-totals.tsx';
import { CheckoutSection } from './checkout-section.tsx';
import { CouponSection } from './coupon-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { LeadTimeOptions } from './lead-time-options.tsx';
import styles from './cart.module.css';

/** /shopping-cart (docs/screens.md#customer-pages): signed-in only. */
export function ShoppingCartPage() {
  return (
    <PageLayout title="Shopping cart">
      <RequireSignIn>
        <CartLoader />
      </RequireSignIn>
    </PageLayout>
  );
}

function CartLoader() {
  const userId = useCartOwner();
  const cart = useCart();
  const update = useUpdateCart();
  const quantity = useSetBoardQuantity();
  // cart client state (docs/data-model.md#cart-client-state): notFound while a 404 is retried every second; errored after a failed update.
  if (isNotFound(cart.failureReason)) return <Spinner text="Looking for your cart…" />;
  if (cart.isPending || !userId) return <Spinner text="Loading your cart" />;
  if (cart.isError) return <ValidationMessage>Your cart could not be loaded. Please try again later.</ValidationMessage>;
  const change = (fn: CartChange) => update.mutate(fn);
  return (
    <CartView
      cart={cart.data}
      userId={userId}
      busy={update.isPending || quantity.isPending}
      errored={update.isError}
      quantityError={quantity.isError ? quantityErrorText(quantity.error) : null}
      onChange={change}
      onQuantity={(q) => quantity.mutate(q)}
    />
  );
}

type ViewProps = {
  cart: ShoppingCart;
  userId: string;
  busy: boolean;
  errored: boolean;
  quantityError: string | null;
  onChange: (change: CartChange) => void;
  onQuantity: (change: QuantityChange) => void;
};

function CartView({ cart, userId, busy, errored, quantityError, onChange, onQuantity }: ViewProps) {
  if (cart.items.length === 0) {
    return (
      <div className={styles.empty} data-testid="cart-empty">
        <p className={styles.emptyTitle}>Your cart is empty</p>
        <p className={styles.muted}>Upload a board, check it, and add it to your cart from its review page.</p>
        <LinkButton to={paths.uploadBoard.getHref()}>Upload a board</LinkButton>
      </div>
    );
  }
  return (
    <div className={styles.layout} aria-busy={busy || undefined}>
      <div className={styles.main}>
        <CartItems
          items={cart.items}
          busy={busy}
          onQuantity={(boardId, quantity, version) => onQuantity({ boardId, quantity, version })}
          onRemove={(boardId) => onChange((c) => ({ ...c, items: c.items.filter((i) => i.board_id !== boardId) }))}
        />
        <section className={styles.section} aria-labelledby="lead-time-heading">
          <h2 id="lead-time-heading">When</h2>
          <LeadTimeOptions options={cart.lead_time_options} busy={busy} onChoose={(id) => onChange((c) => ({ ...c, lead_time_id: id }))} />
        </section>
        <DeliverySection cart={cart} userId={userId} busy={busy} onChange={onChange} />
        <CouponSection cart={cart} busy={busy} onChange={onChange} />
      </div>
      <aside className={styles.aside} aria-label="Summary">
        {errored && <ValidationMessage>{CART_UPDATE_FAILED}</ValidationMessage>}
        {quantityError && <ValidationMessage>{quantityError}</ValidationMessage>}
        <CartStatus cart={cart} />
        {cart.stock_holds && <CartHolds holds={cart.stock_holds} busy={busy} onHoldAgain={() => onChange((c) => c)} />}
        <CartTotals cart={cart} />
        <CheckoutSection cart={cart} userId={userId} />
      </aside>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { formatCents } from '#web/lib/money.ts';
import type { CartChange } from '../api/update-cart.ts';
import { isCouponApplied, toggleCoupon } from '../cart-rules.ts';
import styles from './cart.module.css';

/** Coupons (docs/states.md#coupons): applying adds one to the front of the list; removing toggles it off. The server says what each takes off. */
export function CouponSection({ cart, busy, onChange }: { cart: ShoppingCart; busy: boolean; onChange: (change: CartChange) => void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = code.trim().toUpperCase();
    if (!id) return;
    if (!isCouponApplied(cart, id)) onChange((c) => toggleCoupon(c, id));
    setCode('');
  };
  return (
    <section className={styles.section} aria-labelledby="coupons-heading">
      <h2 id="coupons-heading">Coupons</h2>
      <form className={styles.couponForm} onSubmit={submit} aria-label="Apply a coupon">
        <label className={styles.couponField}>
          <span>Coupon code</span>
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="CL100-XXXX-XXXX"
          />
        </label>
        <Button type="submit" variant="secondary" disabled={busy || !code.trim()}>
          Apply
        </Button>
      </form>
      {cart.coupon_results.length > 0 && (
        <ul className={styles.coupons}>
          {cart.coupon_results.map((couponResult) => (
            <li key={couponResult.id} data-testid="applied-coupon">
              <span className="numeric">{couponResult.id}</span>
              {couponResult.problem ? (
                <span className={styles.quoteProblem}>{couponResult.problem}</span>
              ) : (
                <span className={styles.quoteOk}>−{formatCents(couponResult.discount_cents)}</span>
              )}
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => onChange((cur) => toggleCoupon(cur, couponResult.id))}
                aria-label={`Remove coupon ${couponResult.id}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

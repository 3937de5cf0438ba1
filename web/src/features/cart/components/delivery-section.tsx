import { useState } from 'react';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { formatCents } from '#web/lib/money.ts';
import { addressLines } from '#web/lib/address-lines.ts';
import { useSavedAddresses } from '#web/lib/api/saved-addresses.ts';
import type { CartChange } from '../api/update-cart.ts';
import { choosePickup, chooseShippingRate, clearDelivery, setShippingAddress } from '../cart-rules.ts';
import { isSameAddress, toCartAddress } from '../delivery.ts';
import { shippingOptionText } from '#web/lib/shipping-text.ts';
import { PickupPlace } from '#web/components/ui/pickup-place/pickup-place.tsx';
import styles from './cart.module.css';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';

type Props = { cart: ShoppingCart; userId: string; busy: boolean; onChange: (change: CartChange) => void };

/** Delivery (docs/states.md#delivery-choices): a saved address and a rate, or pickup; each choice clears what it replaces. */
export function DeliverySection({ cart, userId, busy, onChange }: Props) {
  const [mode, setMode] = useState<'ship' | 'pickup'>(cart.pickup_info ? 'pickup' : 'ship');
  return (
    <section className={styles.section} aria-labelledby="delivery-heading">
      <div className={styles.sectionHead}>
        <h2 id="delivery-heading">Delivery</h2>
        {(cart.shipping_address || cart.pickup_info) && (
          <Button variant="secondary" disabled={busy} onClick={() => onChange(clearDelivery)}>
            Clear delivery
          </Button>
        )}
      </div>
      <div className={styles.modeSwitch} role="radiogroup" aria-label="How the boards reach you">
        <label className={mode === 'ship' ? styles.choiceSelected : styles.choice}>
          <input type="radio" name="delivery-mode" checked={mode === 'ship'} onChange={() => setMode('ship')} /> Ship to an address
        </label>
        <label className={mode === 'pickup' ? styles.choiceSelected : styles.choice}>
          <input type="radio" name="delivery-mode" checked={mode === 'pickup'} onChange={() => setMode('pickup')} /> Pick up
        </label>
      </div>
      {mode === 'ship' ? (
        <Shipping cart={cart} userId={userId} busy={busy} onChange={onChange} />
      ) : (
        <Pickup cart={cart} busy={busy} onChange={onChange} />
      )}
    </section>
  );
}

function Shipping({ cart, userId, busy, onChange }: Props) {
  const addresses = useSavedAddresses(userId);
  if (addresses.isPending) return <Spinner text="Loading your addresses" />;
  const list = addresses.data ?? [];
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>Ship to</legend>
        {list.length === 0 && <p className={styles.muted}>You have no saved addresses yet.</p>}
        <div className={styles.choices}>
          {list.map((saved) => (
            <label
              key={saved.address_id}
              className={isSameAddress(cart.shipping_address, saved) ? styles.choiceSelected : styles.choice}
              data-testid="address-choice"
            >
              <input
                type="radio"
                name="address"
                checked={isSameAddress(cart.shipping_address, saved)}
                disabled={busy}
                onChange={() => onChange((c) => setShippingAddress(c, toCartAddress(saved)))}
              />
              <address className={styles.address}>{addressLines(saved).join(', ')}</address>
            </label>
          ))}
        </div>
        <LinkButton variant="secondary" to={`${paths.myAccount.getHref()}#addresses`}>
          Add or edit addresses
        </LinkButton>
      </fieldset>
      {cart.shipping_address && cart.shipping_rates.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>Shipping rate</legend>
          <div className={styles.choices}>
            {cart.shipping_rates.map((rate) => (
              <label
                key={rate.rate_id}
                className={cart.shipping_rate?.rate_id === rate.rate_id ? styles.choiceSelected : styles.choice}
                data-testid="rate-choice"
              >
                <input
                  type="radio"
                  name="rate"
                  checked={cart.shipping_rate?.rate_id === rate.rate_id}
                  disabled={busy}
                  onChange={() => onChange((c) => chooseShippingRate(c, rate))}
                />
                <span>
                  <strong>{rate.label}</strong> <span className="numeric">{formatCents(rate.price_cents)}</span>
                  <span className={styles.choiceDetail}>{shippingOptionText(rate)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

function Pickup({ cart, busy, onChange }: Omit<Props, 'userId'>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>Pick up at</legend>
      <div className={styles.choices}>
        {cart.pickup_locations.map((place) => (
          <label
            key={place.location_id}
            className={cart.pickup_info?.location_id === place.location_id ? styles.choiceSelected : styles.choice}
            data-testid="pickup-choice"
          >
            <input
              type="radio"
              name="pickup"
              checked={cart.pickup_info?.location_id === place.location_id}
              disabled={busy}
              onChange={() => onChange((c) => choosePickup(c, place))}
            />
            <PickupPlace place={place} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

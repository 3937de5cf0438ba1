import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect } from 'react';
import { CURRENCY } from '#contracts/schemas/cart.ts';

// Stripe Elements for the card (loaded only when a publishable key is
// configured and the customer chooses Card: this module is a lazy chunk).
// The card is authorised, not charged: the server captures it once the order
// exists, for exactly the total the customer saw.

export type ConfirmCard = (clientSecretFor: () => Promise<string>) => Promise<string>;

type Props = {
  publishableKey: string;
  amountCents: number;
  onComplete: (complete: boolean) => void;
  /** Hands the page the function that confirms the card against a fresh authorisation. */
  onReady: (confirm: ConfirmCard | null) => void;
};

const stripes = new Map<string, Promise<Stripe | null>>();

export default function CardPaymentFields({ publishableKey, amountCents, onComplete, onReady }: Props) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: amountCents,
        currency: CURRENCY.toLowerCase(),
        captureMethod: 'manual',
        appearance: {
          theme: 'night',
          variables: { colorPrimary: '#e51601', colorBackground: '#1b1b1b', fontFamily: 'Manrope, system-ui, sans-serif' },
        },
      }}
    >
      <Fields onComplete={onComplete} onReady={onReady} />
    </Elements>
  );
}

function Fields({ onComplete, onReady }: Pick<Props, 'onComplete' | 'onReady'>) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return onReady(null);
    onReady(async (clientSecretFor) => {
      const submitted = await elements.submit();
      if (submitted.error) throw new Error(submitted.error.message ?? 'Check your card details.');
      const clientSecret = await clientSecretFor();
      const result = await stripe.confirmPayment({
        elements,
        clientSecret,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) throw new Error(result.error.message ?? 'The card was declined.');
      return result.paymentIntent.id;
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return <PaymentElement onChange={(e) => onComplete(e.complete)} />;
}

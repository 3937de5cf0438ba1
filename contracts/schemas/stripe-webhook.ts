import * as z from 'zod/mini';

// POST /stripe/webhook's answer to Stripe (which only reads the status): the
// event acknowledged and what the store did with it.
export const WEBHOOK_OUTCOMES = [
  'paid',
  'already_recorded',
  'failure_recorded',
  'amount_mismatch',
  'no_order',
  'not_this_order',
  'ignored',
] as const;

export const StripeWebhookAnswerSchema = z.object({
  received: z.literal(true),
  event_id: z.string(),
  outcome: z.enum(WEBHOOK_OUTCOMES),
});

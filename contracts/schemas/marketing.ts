import * as z from 'zod/mini';

// "Marketing contact" (docs/data-model.md#marketing-contact) and docs/calls.md#marketing-contact-call PUT {api}/add-marketing-contact.
export const MarketingSourceSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));

export const AddMarketingContactBodySchema = z.object({
  email: z.email('Invalid email format').check(z.maxLength(254)),
  first_name: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  last_name: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  source: MarketingSourceSchema,
  /** The site page the form was on (a path), for the waitlist's "where". */
  page: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type AddMarketingContactBody = z.infer<typeof AddMarketingContactBodySchema>;

export const AddMarketingContactResponseSchema = z.object({
  email: z.string(),
  // false when the address was already on the list (any letter case).
  first_time: z.boolean(),
  // The $100-off coupon issued to a first-time address; null for a repeat.
  coupon_code: z.nullable(z.string()),
});
export type AddMarketingContactResponse = z.infer<typeof AddMarketingContactResponseSchema>;

// The newsletter page and pop-up form (docs/validation.md#email: a valid e-mail is required).
export const NewsletterFormSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    z.email('Please enter a valid email address.').check(z.maxLength(254)),
  ),
});
export type NewsletterFormValues = z.infer<typeof NewsletterFormSchema>;

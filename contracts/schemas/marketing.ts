import * as z from 'zod';

// "Marketing contact" (docs/data-model.md#marketing-contact) and docs/calls.md#marketing-contact-call PUT {api}/add-marketing-contact.
export const MarketingSourceSchema = z.string().trim().min(1).max(60);

export const AddMarketingContactBodySchema = z.object({
  email: z.email('Invalid email format').max(254),
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  source: MarketingSourceSchema,
  /** The site page the form was on (a path), for the waitlist's "where". */
  page: z.string().trim().max(200).optional(),
});
export type AddMarketingContactBody = z.infer<typeof AddMarketingContactBodySchema>;

export const AddMarketingContactResponseSchema = z.object({
  email: z.string(),
  // false when the address was already on the list (any letter case).
  first_time: z.boolean(),
  // The $100-off coupon issued to a first-time address; null for a repeat.
  coupon_code: z.string().nullable(),
});
export type AddMarketingContactResponse = z.infer<typeof AddMarketingContactResponseSchema>;

// The newsletter page and pop-up form (docs/validation.md#email: a valid e-mail is required).
export const NewsletterFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address.').max(254)),
});
export type NewsletterFormValues = z.infer<typeof NewsletterFormSchema>;

import * as z from 'zod/mini';

// "Marketing contact" (docs/data-model.md#marketing-contact) and docs/calls.md#marketing-contact-call PUT {api}/add-marketing-contact.

/**
 * How many different sources and pages one contact keeps: a repeat sign-up adds its own, so a
 * caller could otherwise grow the record without end (docs/security.md#bounded-records).
 */
export const MARKETING_CONTACT_LIMITS = { sources: 10, pages: 20 } as const;

/**
 * Newsletter coupon e-mails the whole store sends in a UTC day: the form mails any address typed, so a script must not
 * spend the sending quota order e-mails need. Past it a coupon waits for its identity's next sign-up
 * (docs/security.md#newsletter-coupon).
 */
export const NEWSLETTER_COUPON_MAILS_PER_DAY = 2_000;

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

// The same answer for a new and a known address: the coupon of a new one goes to its mailbox, never
// to the caller, and no one learns from it whether an address is on the list (docs/security.md#newsletter-coupon).
export const AddMarketingContactResponseSchema = z.object({ email: z.string() });
export type AddMarketingContactResponse = z.infer<typeof AddMarketingContactResponseSchema>;

// The newsletter page and pop-up form (docs/validation.md#email: a valid e-mail is required).
export const NewsletterFormSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    z.email('Please enter a valid email address.').check(z.maxLength(254)),
  ),
});
export type NewsletterFormValues = z.infer<typeof NewsletterFormSchema>;

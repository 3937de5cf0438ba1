import { publishAnalyticsEvent } from '#web/lib/analytics-events.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { ApiError, apiErrorMessage } from '#web/lib/api/api-error.ts';

// The beta form sends `Beta`: the waitlist tells beta sign-ups apart by it (docs/staff-tools.md#user-waitlist).
export type NewsletterSource = 'Newsletter' | 'Email pop-up' | 'Beta';
/** The address signed up: the answer says nothing more, the coupon goes to the mailbox (docs/security.md#newsletter-coupon). */
export type NewsletterResult = { email: string };

/** PUT /add-marketing-contact; a 400 carries a detail shown as a validation error (docs/calls.md#marketing-contact-call, docs/messages.md#cart-and-order-failures). */
export async function signUpForNewsletter(email: string, source: NewsletterSource): Promise<NewsletterResult> {
  try {
    const answer = await callApi('addMarketingContact', {
      body: { email, first_name: '', last_name: '', source, page: window.location.pathname },
      auth: 'none',
    });
    publishAnalyticsEvent('Sign-up for newsletter', { source });
    return { email: answer.email };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const body = error.body as { detail?: string; message?: string; fields?: Record<string, string[]> } | null;
      throw new Error(body?.detail ?? body?.fields?.email?.[0] ?? body?.message ?? 'Please enter a valid email address.', { cause: error });
    }
    if (error instanceof ApiError) {
      console.error(`Add marketing contact responded with error code: ${error.status}`);
      throw new Error(apiErrorMessage(error, 'Sorry something went wrong! Please try again later.'), { cause: error });
    }
    throw new Error('A network error has occurred.', { cause: error });
  }
}

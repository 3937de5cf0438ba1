import type { EntityItem } from 'electrodb';
import type { NewsletterCardEntity } from './entities/newsletter-card.ts';
import { db } from './service.ts';

// Cards that paid for an order with a newsletter coupon (entities/newsletter-card.ts).
// Claimed only in the checkout's transaction and given back by the cancel's.

export type NewsletterCardRecord = EntityItem<typeof NewsletterCardEntity>;

export async function getNewsletterCard(fingerprint: string, consistent = false): Promise<NewsletterCardRecord | null> {
  const { data } = await db().entities.newsletterCard.get({ fingerprint }).go({ consistent });
  return data ?? null;
}

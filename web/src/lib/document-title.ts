export const SITE_NAME = 'Copperline';

/** "Page not found" → "Page not found · Copperline"; no title → the site name alone. */
export function formatDocumentTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : SITE_NAME;
}

// The content feature's query keys (docs/architecture.md#web-data-access).
export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  /** The inbox's pages with or without the handled messages; `all` refreshes both. */
  inbox: (show: 'waiting' | 'all') => [...contactMessageKeys.all, show] as const,
};

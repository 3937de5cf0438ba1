// The content feature's query keys (docs/architecture.md#web-data-access).
export const contactMessageKeys = { all: ['contact-messages'] as const };

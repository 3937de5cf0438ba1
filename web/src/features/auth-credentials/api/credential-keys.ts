// The API credentials page's query keys (docs/architecture.md#web-data-access).
export const credentialKeys = { all: ['api-credentials'] as const };

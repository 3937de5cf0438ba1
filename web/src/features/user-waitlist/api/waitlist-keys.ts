// The waitlist page's query keys (docs/architecture.md#web-data-access).
export const waitlistKeys = { all: ['waitlist'] as const, search: (q: string) => ['waitlist', q] as const };

// The staff-users feature's query keys (docs/architecture.md#web-data-access).
export const staffUserKeys = {
  all: ['staff-users'] as const,
  list: (search: string) => ['staff-users', search] as const,
};

// The blog's query keys (docs/architecture.md#web-data-access).
export const postKeys = {
  all: ['posts'] as const,
  page: (page: number) => ['posts', 'page', page] as const,
  post: (slug: string) => ['posts', 'post', slug] as const,
  staff: ['posts', 'staff'] as const,
};

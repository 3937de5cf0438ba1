// Every route of the web app, in one place: `path` is the router pattern,
// `getHref(...)` builds a link to it. Nothing else hard-codes a URL.

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

function withQuery(path: string, searchParams?: SearchParamsInit): string {
  const query = new URLSearchParams(searchParams).toString();
  return query ? `${path}?${query}` : path;
}

function fixed<P extends string>(path: P) {
  return { path, getHref: (): P => path } as const;
}

export const paths = {
  home: fixed('/'),
  about: fixed('/about-us'),
  newsletter: fixed('/newsletter'),
  blog: fixed('/blog'),
  blogPost: {
    path: '/blog/:slug',
    getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  },
  capabilities: fixed('/capabilities'),
  components: {
    path: '/components',
    // The parts page keeps its whole state in the query string; a search with
    // all defaults is the bare path.
    getHref: (searchParams?: SearchParamsInit) => withQuery('/components', searchParams),
  },
  contact: fixed('/contact'),
  docs: {
    path: '/docs',
    // Help for one design tool: ?cad=<lower-cased tool name>; without a tool, the base path.
    getHref: (cad?: string) => (cad ? withQuery('/docs', { cad: cad.toLowerCase() }) : '/docs'),
  },
  forgotPassword: fixed('/forgot-password'),
  myAccount: {
    path: '/my-account',
    // The query flag that opens the auth screen directly in sign-up mode.
    signUpParam: 'signUp',
    getHref: (options?: { signUp?: boolean }) => (options?.signUp ? withQuery('/my-account', { signUp: 'true' }) : '/my-account'),
  },
  press: fixed('/press'),
  pressNsfPhaseI: fixed('/press/nsf-phase-i'),
  pressWeAreMoving: fixed('/press/we-are-moving'),
  privacy: fixed('/privacy'),
  shoppingCart: fixed('/shopping-cart'),
  uploadBoard: fixed('/upload-board'),
  reviewBoard: {
    path: '/review-board/:boardId',
    getHref: (boardId: string) => `/review-board/${encodeURIComponent(boardId)}`,
  },
  orderComplete: {
    path: '/order-complete/:orderId',
    getHref: (orderId: string) => `/order-complete/${encodeURIComponent(orderId)}`,
  },
  internal: {
    root: fixed('/internal'),
    posts: fixed('/internal/posts'),
    postsFileUpload: fixed('/internal/posts/file-upload'),
    characterLabeler: fixed('/internal/nsf-phase-i-tools/character-labeler'),
    customParts: fixed('/internal/parts/custom-parts'),
    partsBins: fixed('/internal/parts/bins'),
    partsInventory: fixed('/internal/parts/inventory'),
    partsStockFeed: fixed('/internal/parts/stock-feed'),
    boards: fixed('/internal/boards'),
    orders: fixed('/internal/orders'),
    feederReport: fixed('/internal/feeder-report'),
    apiDocs: fixed('/internal/api-docs'),
    reportABug: fixed('/internal/report-a-bug'),
    fixedWidthConverter: fixed('/internal/fixed-width-converter'),
    manufacturingDashboard: fixed('/internal/manufacturing-dashboard'),
    pricing: fixed('/internal/pricing'),
    userWaitlist: fixed('/internal/user-waitlist'),
    users: fixed('/internal/users'),
    config: fixed('/internal/config'),
    authCredentials: fixed('/internal/auth-credentials'),
    stockHolds: fixed('/internal/stock-holds'),
  },
} as const;

export type InternalRouteName = keyof typeof paths.internal;

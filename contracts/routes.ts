import {
  BoardFindingParamsSchema,
  BoardListSchema,
  BoardParamsSchema,
  BoardSchema,
  CreateBoardBodySchema,
  CreateBoardResponseSchema,
  UpdateFindingBodySchema,
} from './schemas/boards.ts';
import { AddMarketingContactBodySchema, AddMarketingContactResponseSchema } from './schemas/marketing.ts';
import {
  ContactMessageBodySchema,
  ContactMessageListSchema,
  ContactMessageParamsSchema,
  ContactMessageSchema,
  CreateContactMessageResponseSchema,
  UpdateContactMessageBodySchema,
} from './schemas/contact.ts';
import {
  CreatePostBodySchema,
  CreatePostImageBodySchema,
  CreatePostImageResponseSchema,
  ListPostsQuerySchema,
  PostImageParamsSchema,
  PostImageRedirectSchema,
  PostPageSchema,
  PostParamsSchema,
  PostSchema,
  StaffPostListSchema,
  UpdatePostBodySchema,
} from './schemas/posts.ts';
import { UserParamsSchema, UserSchema } from './schemas/users.ts';
import {
  AddressFieldsSchema,
  DeleteAddressQuerySchema,
  DeletedAddressSchema,
  SavedAddressListSchema,
  SavedAddressSchema,
  UpdateAddressBodySchema,
  UserAddressesParamsSchema,
  UserAddressParamsSchema,
} from './schemas/addresses.ts';
import { VersionSchema } from './schemas/version.ts';
import { part, partParams, partsSearchRequest, partsSearchResponse } from './parts.ts';
import { bin, binParams, binsResponse, createBinBody, inventoryMovement, partMovementsResponse, stockAdjustmentBody } from './schemas/inventory.ts';
import { PricingStateSchema, SavePricingBodySchema } from './schemas/pricing.ts';
import type { RouteDef } from './route-types.ts';
import { cartRoutes } from './routes/cart-routes.ts';
import { checkoutRoutes } from './routes/checkout-routes.ts';
import { orderRoutes } from './routes/order-routes.ts';

// The site serves the API under /api (a CloudFront behaviour in AWS, the Vite
// proxy locally), so SPEC §7's {api} is `<site>/api`.
export const API_PREFIX = '/api';

// The one route table. It drives the CDK API, the local gateway, the typed web
// client and the contract tests. Keys are the route ids.
export const routes = {
  getVersion: {
    method: 'GET',
    path: '/version',
    auth: 'public',
    handler: 'http/meta/get-version',
    response: VersionSchema,
  },
  createUser: {
    method: 'PUT',
    path: '/users',
    auth: 'customer',
    handler: 'http/users/create-user',
    response: UserSchema,
    access: { table: 'readwrite', userPool: ['AdminUpdateUserAttributes'] },
  },
  getUser: {
    method: 'GET',
    path: '/users/{userId}',
    auth: 'self',
    handler: 'http/users/get-user',
    params: UserParamsSchema,
    response: UserSchema,
    access: { table: 'read' },
  },
  listAddresses: {
    method: 'GET',
    path: '/users/{userId}/addresses',
    auth: 'self',
    handler: 'http/addresses/list-addresses',
    params: UserAddressesParamsSchema,
    response: SavedAddressListSchema,
    access: { table: 'read' },
  },
  createAddress: {
    method: 'POST',
    path: '/users/{userId}/addresses',
    auth: 'self',
    handler: 'http/addresses/create-address',
    params: UserAddressesParamsSchema,
    body: AddressFieldsSchema,
    response: SavedAddressSchema,
    status: 201,
    access: { table: 'readwrite' },
    maxBodyBytes: 8 * 1024,
  },
  updateAddress: {
    method: 'PUT',
    path: '/users/{userId}/addresses/{addressId}',
    auth: 'self',
    handler: 'http/addresses/update-address',
    params: UserAddressParamsSchema,
    body: UpdateAddressBodySchema,
    response: SavedAddressSchema,
    access: { table: 'readwrite' },
    maxBodyBytes: 8 * 1024,
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/users/{userId}/addresses/{addressId}',
    auth: 'self',
    handler: 'http/addresses/delete-address',
    params: UserAddressParamsSchema,
    // The version the caller saw: a newer edit elsewhere makes the delete a 409.
    query: DeleteAddressQuerySchema,
    response: DeletedAddressSchema,
    access: { table: 'readwrite' },
  },
  addMarketingContact: {
    method: 'PUT',
    path: '/add-marketing-contact',
    auth: 'public',
    handler: 'http/marketing/add-marketing-contact',
    body: AddMarketingContactBodySchema,
    response: AddMarketingContactResponseSchema,
    access: { table: 'readwrite' },
  },
  createContactMessage: {
    method: 'PUT',
    path: '/contact-messages',
    auth: 'public',
    handler: 'http/contact/create-contact-message',
    body: ContactMessageBodySchema,
    response: CreateContactMessageResponseSchema,
    status: 201,
    access: { table: 'readwrite' },
    maxBodyBytes: 32 * 1024,
  },
  listContactMessages: {
    method: 'GET',
    path: '/internal/contact-messages',
    auth: ['Admin'],
    handler: 'http/contact/list-contact-messages',
    response: ContactMessageListSchema,
    access: { table: 'read' },
  },
  updateContactMessage: {
    method: 'PUT',
    path: '/internal/contact-messages/{messageId}',
    auth: ['Admin'],
    handler: 'http/contact/update-contact-message',
    params: ContactMessageParamsSchema,
    body: UpdateContactMessageBodySchema,
    response: ContactMessageSchema,
    access: { table: 'readwrite' },
  },
  listPosts: {
    method: 'GET',
    path: '/posts',
    auth: 'public',
    handler: 'http/posts/list-posts',
    query: ListPostsQuerySchema,
    response: PostPageSchema,
    access: { table: 'read' },
  },
  getPost: {
    method: 'GET',
    path: '/posts/{slug}',
    auth: 'public',
    handler: 'http/posts/get-post',
    params: PostParamsSchema,
    response: PostSchema,
    access: { table: 'read' },
  },
  getPostImage: {
    method: 'GET',
    path: '/blog-images/{imageName}',
    auth: 'public',
    handler: 'http/posts/get-post-image',
    params: PostImageParamsSchema,
    // Answers 302 to a presigned GET of blog/<imageName>.
    response: PostImageRedirectSchema,
    access: { uploads: 'read' },
  },
  listStaffPosts: {
    method: 'GET',
    path: '/internal/posts',
    auth: ['Blogger'],
    handler: 'http/posts/list-staff-posts',
    response: StaffPostListSchema,
    access: { table: 'read' },
  },
  createPost: {
    method: 'PUT',
    path: '/internal/posts',
    auth: ['Blogger'],
    handler: 'http/posts/create-post',
    body: CreatePostBodySchema,
    response: PostSchema,
    status: 201,
    access: { table: 'readwrite' },
  },
  updatePost: {
    method: 'PUT',
    path: '/internal/posts/{slug}',
    auth: ['Blogger'],
    handler: 'http/posts/update-post',
    params: PostParamsSchema,
    body: UpdatePostBodySchema,
    response: PostSchema,
    access: { table: 'readwrite' },
  },
  createPostImageUpload: {
    method: 'POST',
    path: '/internal/posts/images',
    auth: ['Blogger'],
    handler: 'http/posts/create-post-image-upload',
    body: CreatePostImageBodySchema,
    response: CreatePostImageResponseSchema,
    status: 201,
    access: { uploads: 'write' },
  },
  createBoard: {
    method: 'POST',
    path: '/boards',
    auth: 'customer',
    handler: 'http/boards/create-board',
    body: CreateBoardBodySchema,
    response: CreateBoardResponseSchema,
    status: 201,
    // Writes the board; `write` lets it sign the upload's presigned PUT.
    access: { table: 'readwrite', uploads: 'write' },
  },
  listBoards: {
    method: 'GET',
    path: '/boards',
    auth: 'customer',
    handler: 'http/boards/list-boards',
    response: BoardListSchema,
    access: { table: 'read' },
  },
  getBoard: {
    method: 'GET',
    path: '/boards/{boardId}',
    auth: 'customer',
    handler: 'http/boards/get-board',
    params: BoardParamsSchema,
    response: BoardSchema,
    // `read` lets it sign the rendered layers' presigned GETs.
    access: { table: 'read', uploads: 'read' },
  },
  updateBoardFinding: {
    method: 'PUT',
    path: '/boards/{boardId}/findings/{findingId}',
    auth: 'customer',
    handler: 'http/boards/update-board-finding',
    params: BoardFindingParamsSchema,
    body: UpdateFindingBodySchema,
    response: BoardSchema,
    access: { table: 'readwrite', uploads: 'read' },
  },
  searchParts: {
    method: 'PUT',
    path: '/parts/search',
    auth: 'public',
    handler: 'http/parts/search-parts',
    body: partsSearchRequest,
    response: partsSearchResponse,
    access: { table: 'read', uploads: 'read' },
  },
  getPart: {
    method: 'GET',
    path: '/parts/{partId}',
    auth: 'public',
    handler: 'http/parts/get-part',
    params: partParams,
    response: part,
    access: { table: 'read' },
  },
  adjustPartStock: {
    method: 'POST',
    path: '/parts/{partId}/stock-adjustments',
    auth: ['Engineer'],
    handler: 'http/parts/adjust-part-stock',
    params: partParams,
    body: stockAdjustmentBody,
    response: inventoryMovement,
    status: 201,
    access: { table: 'readwrite' },
  },
  listPartMovements: {
    method: 'GET',
    path: '/parts/{partId}/movements',
    auth: ['Engineer'],
    handler: 'http/parts/list-part-movements',
    params: partParams,
    response: partMovementsResponse,
    access: { table: 'read' },
  },
  listBins: {
    method: 'GET',
    path: '/bins',
    auth: ['Engineer'],
    handler: 'http/parts/list-bins',
    response: binsResponse,
    access: { table: 'read' },
  },
  createBin: {
    method: 'POST',
    path: '/bins',
    auth: ['Engineer'],
    handler: 'http/parts/create-bin',
    body: createBinBody,
    response: bin,
    status: 201,
    access: { table: 'readwrite' },
  },
  adjustBin: {
    method: 'POST',
    path: '/bins/{binId}/adjustments',
    auth: ['Engineer'],
    handler: 'http/parts/adjust-bin',
    params: binParams,
    body: stockAdjustmentBody,
    response: bin,
    access: { table: 'readwrite' },
  },
  getPricing: {
    method: 'GET',
    path: '/pricing',
    auth: ['Admin'],
    handler: 'http/pricing/get-pricing',
    response: PricingStateSchema,
    // The first read of an empty table writes the built-in default as version 1.
    access: { table: 'readwrite' },
  },
  savePricing: {
    method: 'PUT',
    path: '/pricing',
    auth: ['Admin'],
    handler: 'http/pricing/save-pricing',
    // A new version, saved only if base_version is still current (else 409).
    body: SavePricingBodySchema,
    response: PricingStateSchema,
    access: { table: 'readwrite' },
  },
  ...cartRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

// Requests that match no route go to this handler (API Gateway's $default).
export const fallbackHandler = 'http/meta/not-found';

export function fullPath(route: Pick<RouteDef, 'path'>): string {
  return API_PREFIX + route.path;
}

export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${fullPath(route)}`;
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

import { UserParamsSchema, UserSchema } from '../schemas/users.ts';
import {
  AddressFieldsSchema,
  DeleteAddressQuerySchema,
  DeletedAddressSchema,
  SavedAddressListSchema,
  SavedAddressSchema,
  UpdateAddressBodySchema,
  UserAddressesParamsSchema,
  UserAddressParamsSchema,
} from '../schemas/addresses.ts';
import { VersionSchema } from '../schemas/version.ts';
import { ROUTE_THROTTLES } from '../request-limits.ts';
import type { RouteDef } from '../route-types.ts';

// The version check, the product user and saved addresses.
export const accountRoutes = {
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
    throttle: ROUTE_THROTTLES.signUp,
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
} as const satisfies Record<string, RouteDef>;

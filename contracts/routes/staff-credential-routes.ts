import {
  ApiCredentialListSchema,
  ApiCredentialParamsSchema,
  ApiCredentialSchema,
  ApiCredentialSecretSchema,
  CreateApiCredentialBodySchema,
} from '../schemas/api-credentials.ts';
import type { RouteDef } from '../route-types.ts';

// /internal/auth-credentials (Admin): API credentials for integrations, each a
// user pool app client with the client-credentials grant (docs/api-credentials.md).
export const staffCredentialRoutes = {
  listApiCredentials: {
    method: 'GET',
    path: '/internal/api-credentials',
    auth: ['Admin'],
    handler: 'http/api-credentials/list-api-credentials',
    response: ApiCredentialListSchema,
    access: { table: 'read' },
  },
  createApiCredential: {
    method: 'POST',
    path: '/internal/api-credentials',
    auth: ['Admin'],
    handler: 'http/api-credentials/create-api-credential',
    body: CreateApiCredentialBodySchema,
    response: ApiCredentialSecretSchema,
    status: 201,
    access: { table: 'readwrite', userPool: ['CreateUserPoolClient', 'DeleteUserPoolClient'] },
    maxBodyBytes: 4 * 1024,
  },
  rotateApiCredential: {
    method: 'POST',
    path: '/internal/api-credentials/{credentialId}/rotation',
    auth: ['Admin'],
    handler: 'http/api-credentials/rotate-api-credential',
    params: ApiCredentialParamsSchema,
    response: ApiCredentialSecretSchema,
    access: { table: 'readwrite', userPool: ['CreateUserPoolClient', 'DeleteUserPoolClient'] },
  },
  revokeApiCredential: {
    method: 'DELETE',
    path: '/internal/api-credentials/{credentialId}',
    auth: ['Admin'],
    handler: 'http/api-credentials/revoke-api-credential',
    params: ApiCredentialParamsSchema,
    response: ApiCredentialSchema,
    access: { table: 'readwrite', userPool: ['DeleteUserPoolClient'] },
  },
} as const satisfies Record<string, RouteDef>;

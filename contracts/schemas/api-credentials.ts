import * as z from 'zod';
import { ID_PATTERN } from '../ids.ts';
import { MachineScopeSchema } from '../machine-scopes.ts';

// /internal/auth-credentials (Admin): API credentials for integrations.
// See docs/api-credentials.md.

export const CREDENTIAL_NAME_MAX = 80;

export const ApiCredentialSchema = z.object({
  credential_id: z.string(),
  name: z.string(),
  /** The OAuth client id (changes on rotation: a rotation is a new client). */
  client_id: z.string(),
  scopes: z.array(MachineScopeSchema),
  /** The user whose boards and orders the machine works with. */
  acts_as: z.object({ user_id: z.string(), email: z.string() }),
  created_by: z.string(),
  created_at: z.string(),
  rotated_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  state: z.enum(['Active', 'Revoked']),
});
export type ApiCredential = z.infer<typeof ApiCredentialSchema>;

export const ApiCredentialListSchema = z.object({
  credentials: z.array(ApiCredentialSchema),
  /** Where machines exchange their client id and secret for an access token. */
  token_url: z.string(),
});
export type ApiCredentialList = z.infer<typeof ApiCredentialListSchema>;

export const CreateApiCredentialBodySchema = z.object({
  name: z.string().trim().min(1, 'Name the credential').max(CREDENTIAL_NAME_MAX, `At most ${CREDENTIAL_NAME_MAX} characters`),
  scopes: z.array(MachineScopeSchema).min(1, 'Choose at least one scope').max(3),
  /** The account the machine acts as; empty: the Admin creating it. */
  acts_as_email: z.email('Not an e-mail address').max(254).optional(),
});
export type CreateApiCredentialBody = z.infer<typeof CreateApiCredentialBodySchema>;

/** The only answer that carries the secret: it is never stored by the store and never shown again. */
export const ApiCredentialSecretSchema = z.object({
  credential: ApiCredentialSchema,
  client_secret: z.string(),
  token_url: z.string(),
});
export type ApiCredentialSecret = z.infer<typeof ApiCredentialSecretSchema>;

export const ApiCredentialParamsSchema = z.object({ credentialId: z.string().regex(ID_PATTERN, 'Invalid credential id') });

import * as z from 'zod/mini';
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
  /**
   * The Admin whose standing its machines need: who made it or last rotated it. Null for a credential made before
   * this was recorded: it stands on `created_by`'s address until an Admin rotates it (docs/security.md#machines-of-admins-who-left).
   */
  issued_by: z.nullable(z.string()),
  created_at: z.string(),
  rotated_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
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
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name the credential'), z.maxLength(CREDENTIAL_NAME_MAX, `At most ${CREDENTIAL_NAME_MAX} characters`)),
  scopes: z.array(MachineScopeSchema).check(z.minLength(1, 'Choose at least one scope'), z.maxLength(3)),
  /** The account the machine acts as; empty: the Admin creating it. */
  acts_as_email: z.optional(z.email('Not an e-mail address').check(z.maxLength(254))),
});
export type CreateApiCredentialBody = z.infer<typeof CreateApiCredentialBodySchema>;

/** The only answer that carries the secret: it is never stored by the store and never shown again. */
export const ApiCredentialSecretSchema = z.object({
  credential: ApiCredentialSchema,
  client_secret: z.string(),
  token_url: z.string(),
});
export type ApiCredentialSecret = z.infer<typeof ApiCredentialSecretSchema>;

export const ApiCredentialParamsSchema = z.object({ credentialId: z.string().check(z.regex(ID_PATTERN, 'Invalid credential id')) });

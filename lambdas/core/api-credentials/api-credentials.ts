import { newId } from '#contracts/ids.ts';
import type { MachineScope } from '#contracts/machine-scopes.ts';
import type { ApiCredential, ApiCredentialList, ApiCredentialSecret, CreateApiCredentialBody } from '#contracts/schemas/api-credentials.ts';
import { requireIdentity, type Actor, type Identity } from '../actor.ts';
import {
  findUserByEmail,
  getApiCredential,
  listApiCredentials as listRecords,
  markRevoked,
  putApiCredential,
  replaceClientId,
  type ApiCredentialRecord,
} from '../db/api-credentials.ts';
import { wonRace } from '../db/conditional-failure.ts';
import { getUserById, type UserRecord } from '../db/users.ts';
import { AppError, notFound } from '../errors.ts';
import { callerUserId } from '../users/users.ts';
import type { MachineClientsPort } from './machine-client-ports.ts';

// /internal/auth-credentials (Admin): create, list, rotate and revoke API
// credentials (docs/api-credentials.md). Each is a user pool app client,
// reached through a port; the secret is handed back once and never stored.

export function toApiCredential(record: ApiCredentialRecord): ApiCredential {
  return {
    credential_id: record.credentialId,
    name: record.name,
    client_id: record.clientId,
    scopes: record.scopes as MachineScope[],
    acts_as: { user_id: record.ownerUserId, email: record.ownerEmail },
    created_by: record.createdBy,
    issued_by: record.issuerEmail ?? null,
    created_at: record.createdAt,
    rotated_at: record.rotatedAt ?? null,
    revoked_at: record.revokedAt ?? null,
    state: record.revokedAt ? 'Revoked' : 'Active',
  };
}

export async function listApiCredentials(port: Pick<MachineClientsPort, 'tokenUrl'>): Promise<ApiCredentialList> {
  return { credentials: (await listRecords()).map(toApiCredential), token_url: port.tokenUrl() };
}

/** The Admin issuing a secret, whose standing its machines then need (docs/security.md#machines-of-admins-who-left). */
const issuerOf = (admin: Identity) => ({ issuerSub: admin.sub, issuerEmail: admin.email || admin.sub });

async function ownerFor(actor: Actor, email: string | undefined): Promise<UserRecord> {
  if (email) {
    const user = await findUserByEmail(email);
    if (!user)
      throw new AppError('no_such_account', undefined, {
        acts_as_email: ['No account found with this email address.'],
      });
    return user;
  }
  const userId = await callerUserId(requireIdentity(actor));
  const user = userId ? await getUserById(userId) : null;
  if (!user) throw new AppError('no_store_user');
  return user;
}

export async function createApiCredential(
  actor: Actor,
  body: CreateApiCredentialBody,
  port: MachineClientsPort,
): Promise<ApiCredentialSecret> {
  const admin = requireIdentity(actor);
  const owner = await ownerFor(actor, body.acts_as_email);
  const scopes = [...new Set(body.scopes)];
  const client = await port.create(body.name, scopes);
  const issuer = issuerOf(admin);
  const record: ApiCredentialRecord = {
    credentialId: newId(),
    name: body.name,
    clientId: client.clientId,
    scopes,
    ownerUserId: owner.userId,
    ownerEmail: owner.email,
    createdBy: issuer.issuerEmail,
    createdAt: new Date().toISOString(),
    ...issuer,
  };
  try {
    await putApiCredential(record);
  } catch (error) {
    // No record, no credential: the client must not outlive a failed write.
    await port.remove(client.clientId);
    throw error;
  }
  return { credential: toApiCredential(record), client_secret: client.clientSecret, token_url: port.tokenUrl() };
}

async function activeCredential(credentialId: string): Promise<ApiCredentialRecord> {
  const record = await getApiCredential(credentialId);
  if (!record) throw notFound('The API credential');
  if (record.revokedAt) throw new AppError('credential_revoked');
  return record;
}

/**
 * A new client (and secret) in place of the old one, which stops working at once. The rotating Admin issues the new
 * secret, so its machines now need that Admin's standing: this also binds a credential made before issuers were recorded.
 */
export async function rotateApiCredential(actor: Actor, credentialId: string, port: MachineClientsPort): Promise<ApiCredentialSecret> {
  const admin = requireIdentity(actor);
  const record = await activeCredential(credentialId);
  const client = await port.create(record.name, record.scopes as MachineScope[]);
  const rotation = { clientId: client.clientId, rotatedAt: new Date().toISOString(), ...issuerOf(admin) };
  if (!(await wonRace(replaceClientId(credentialId, record.clientId, rotation)))) {
    await port.remove(client.clientId);
    throw new AppError('credential_changed');
  }
  await port.remove(record.clientId);
  return {
    credential: toApiCredential({ ...record, ...rotation }),
    client_secret: client.clientSecret,
    token_url: port.tokenUrl(),
  };
}

/** Marks it revoked (the authorizer refuses its tokens from then on) and deletes its client. Revoking twice changes nothing. */
export async function revokeApiCredential(credentialId: string, port: MachineClientsPort): Promise<ApiCredential> {
  const record = await getApiCredential(credentialId);
  if (!record) throw notFound('The API credential');
  const revoked = (await markRevoked(credentialId, new Date().toISOString())) ?? (await getApiCredential(credentialId)) ?? record;
  await port.remove(record.clientId);
  return toApiCredential(revoked);
}

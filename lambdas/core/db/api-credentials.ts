import type { EntityItem } from 'electrodb';
import { conflictOnFailure, isConditionalFailure } from './conditional-failure.ts';
import type { ApiCredentialEntity } from './entities/api-credential.ts';
import { db } from './service.ts';
import { userEmailKey, type UserRecord } from './users.ts';

export type ApiCredentialRecord = EntityItem<typeof ApiCredentialEntity>;

/** Enough for a staff page: credentials are made by hand, a few per shop. */
const LIST_LIMIT = 500;

export async function putApiCredential(record: ApiCredentialRecord): Promise<void> {
  await db().entities.apiCredential.create(record).go();
}

export async function getApiCredential(credentialId: string): Promise<ApiCredentialRecord | null> {
  const { data } = await db().entities.apiCredential.get({ credentialId }).go();
  return data ?? null;
}

export async function findApiCredentialByClientId(clientId: string): Promise<ApiCredentialRecord | null> {
  const { data } = await db().entities.apiCredential.query.byClientId({ clientId }).go({ limit: 1 });
  return data[0] ?? null;
}

/** Newest first. */
export async function listApiCredentials(): Promise<ApiCredentialRecord[]> {
  const { data } = await db().entities.apiCredential.query.byCreated({}).go({ order: 'desc', count: LIST_LIMIT });
  return data;
}

/** What a rotation changes: the client, when, and the Admin who issued the new secret. */
export type Rotation = Required<Pick<ApiCredentialRecord, 'clientId' | 'rotatedAt' | 'issuerSub' | 'issuerEmail'>>;

/** Points the credential at a new client if it is still on `fromClientId` and not revoked; ConflictError when someone rotated or revoked it first. */
export async function replaceClientId(credentialId: string, fromClientId: string, rotation: Rotation): Promise<void> {
  await conflictOnFailure(
    () =>
      db()
        .entities.apiCredential.patch({ credentialId })
        .set(rotation)
        .where((a, op) => `${op.eq(a.clientId, fromClientId)} AND ${op.notExists(a.revokedAt)}`)
        .go(),
    'The API credential changed meanwhile',
  );
}

/** Marks it revoked once; null when it was already revoked. */
export async function markRevoked(credentialId: string, at: string): Promise<ApiCredentialRecord | null> {
  try {
    const { data } = await db()
      .entities.apiCredential.patch({ credentialId })
      .set({ revokedAt: at })
      .where((a, op) => op.notExists(a.revokedAt))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** The user with this e-mail (any letter case), if they have an account: a key prefix read, the filter drops longer addresses. */
export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const key = userEmailKey(email);
  const { data } = await db()
    .entities.user.query.byEmail({})
    .begins({ emailKey: key })
    .where((a, op) => op.eq(a.emailKey, key))
    .go({ count: 1 });
  return data[0] ?? null;
}

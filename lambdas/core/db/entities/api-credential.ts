import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// An API credential (docs/api-credentials.md): a user pool app client with the
// client-credentials grant, acting as one user. The secret lives only in the
// user pool; the store never keeps it.
export const ApiCredentialEntity = new Entity({
  model: { service: 'copperline', entity: 'apiCredential', version: '1' },
  attributes: {
    credentialId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, readOnly: true },
    /** The current app client; a rotation replaces it. */
    clientId: { type: 'string', required: true },
    scopes: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    /** The user the machine acts as (its boards and orders). */
    ownerUserId: { type: 'string', required: true, readOnly: true },
    ownerEmail: { type: 'string', required: true, readOnly: true },
    createdBy: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /**
     * The Admin who issued the current secret (made or last rotated it): their pool sub, and their e-mail to show.
     * Machines work only while that account is an enabled Admin (docs/security.md#machines-of-admins-who-left).
     * Absent on credentials made before it was recorded.
     */
    issuerSub: { type: 'string' },
    issuerEmail: { type: 'string' },
    rotatedAt: { type: 'string' },
    revokedAt: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['credentialId'] },
      sk: { field: t.sortKey, composite: [] },
    },
    // The authorizer finds the credential of a token's client id.
    byClientId: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: ['clientId'] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: [] },
    },
    byCreated: {
      index: 'gsi2',
      pk: { field: t.globalIndexes.gsi2.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi2.sortKey, composite: ['createdAt', 'credentialId'] },
    },
  },
});

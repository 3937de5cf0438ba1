import { rotateApiCredential } from '#lambdas/core/api-credentials/api-credentials.ts';
import { machineClients } from '#lambdas/core/aws/machine-clients.ts';
import { staffCredentialRoutes } from '#contracts/routes/staff-credential-routes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(staffCredentialRoutes, 'rotateApiCredential', ({ actor, params }) =>
  rotateApiCredential(actor, params.credentialId, machineClients),
);

import { rotateApiCredential } from '#lambdas/core/api-credentials/api-credentials.ts';
import { machineClients } from '#lambdas/core/aws/machine-clients.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('rotateApiCredential', ({ params }) => rotateApiCredential(params.credentialId, machineClients));

import { createAssemblyFileUpload } from '#lambdas/core/assembly/assembly-files.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('createAssemblyFile', ({ actor, params, body }) => createAssemblyFileUpload(actor, params.boardId, body, uploadsBucket));

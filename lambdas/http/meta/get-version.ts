import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('getVersion', async () => ({ version: process.env.COMMIT_SHA ?? 'unknown' }));

import { accountRoutes } from '#contracts/routes/account-routes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(accountRoutes, 'getVersion', async () => ({ version: process.env.COMMIT_SHA ?? 'unknown' }));

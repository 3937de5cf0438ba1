import { guestSessionRoutes } from '#contracts/routes/guest-session-routes.ts';
import { guestTokenKey } from '#lambdas/core/aws/guest-token-key.ts';
import { startGuestSession } from '#lambdas/core/guests/guest-sessions.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(guestSessionRoutes, 'startGuestSession', () => startGuestSession(guestTokenKey));

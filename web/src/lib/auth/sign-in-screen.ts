import { createContext, type ReactNode } from 'react';

/**
 * The sign-in form a gate shows to a signed-out visitor. The form is the auth feature's; the app shell
 * supplies it (app/providers.tsx) so this plumbing never imports a feature (docs/architecture.md#the-web-app).
 */
export type RenderSignInScreen = (options: { allowPasskey: boolean }) => ReactNode;
export const SignInScreen = createContext<RenderSignInScreen | null>(null);

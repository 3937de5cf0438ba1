import { accountKeys } from '#web/lib/api/query-keys.ts';

// The auth feature's query keys (docs/architecture.md#web-data-access). Keyed by the account, so another user
// signing in on this tab never sees these answers.
export const authKeys = {
  /** Shared: the staff gate reads it too, so a set-up here lets it through at once. */
  mfa: accountKeys.mfa,
  passkeys: (userSub: string) => ['auth', 'passkeys', userSub] as const,
  /** Not a call: the QR code of an authenticator's set-up URI, drawn once by the lazily loaded encoder. */
  totpQr: (uri: string) => ['auth', 'totp-qr', uri] as const,
};
